/**
 * Brands common in second-hand clothing resale (US and UK), each written as
 * "Canonical|alias|alias". A leading "~" marks a name that is also an ordinary
 * word or place ("Gap", "Guess", "Coach", "Express"): such a brand is only taken
 * when a label line reads exactly that name, never from a fuzzy match inside a
 * sentence, because a brand without evidence is worse than no brand.
 */
// Kept several names to a line on purpose: one per line would be 500 lines of data.
// prettier-ignore
const GROUPS: Record<string, string[]> = {
  denim: [
    "Levi's|Levis|Levi Strauss|Levi Strauss & Co|Levi Strauss and Co", 'Wrangler', '~Lee', 'Lucky Brand|Lucky Brand Jeans',
    '7 For All Mankind|Seven For All Mankind|7FAM', 'True Religion|True Religion Brand Jeans', 'AG Adriano Goldschmied|AG Jeans',
    "Joe's Jeans|Joes Jeans", '~Hudson|Hudson Jeans', '~Paige|Paige Denim', 'Citizens of Humanity', '~Mother|Mother Denim',
    '~Frame|Frame Denim', 'Rag & Bone|Rag and Bone', 'Diesel', 'G-Star Raw|G-Star|GStar Raw', 'Silver Jeans|Silver Jeans Co',
    'Rock Revival', 'Miss Me', 'Buckle Black', 'Kut from the Kloth|Kut', 'Madewell', 'DL1961', 'Vigoss', 'Judy Blue',
    '~Democracy', 'Nudie Jeans|Nudie', 'Naked & Famous|Naked and Famous', 'Edwin', 'Evisu', 'Cheap Monday', 'Pepe Jeans',
  ],
  americanCasual: [
    '~Guess|Guess Jeans', 'Abercrombie & Fitch|Abercrombie and Fitch|Abercrombie|A&F', 'Hollister|Hollister Co',
    'American Eagle|American Eagle Outfitters|AEO', 'Aeropostale|Aero', '~Gap|Gap Kids|Baby Gap', 'Old Navy',
    'Banana Republic', 'J.Crew|J Crew|JCrew|Crewcuts', "Lands' End|Lands End", 'L.L.Bean|LL Bean|L L Bean', 'Eddie Bauer',
    'Tommy Hilfiger|Hilfiger|Tommy Jeans', 'Tommy Bahama', 'Ralph Lauren|Polo Ralph Lauren|Polo by Ralph Lauren|Lauren Ralph Lauren|Chaps Ralph Lauren',
    'Nautica', 'Izod', 'Chaps', 'Calvin Klein|Calvin Klein Jeans', 'Brooks Brothers', 'Vineyard Vines', 'Southern Tide',
    'Peter Millar', 'Johnnie-O|Johnnie O', 'Faherty', 'Bonobos', 'Todd Snyder', 'Club Monaco', '~Express',
    'Ann Taylor|AnnTaylor', '~Loft|Ann Taylor Loft', 'Talbots', "Chico's|Chicos", 'White House Black Market|WHBM',
    'Coldwater Creek', 'J.Jill|J Jill', 'Eileen Fisher', 'Christopher & Banks|Christopher and Banks', '~Cato',
    'Dress Barn|Dressbarn', 'New York & Company|New York and Company|NY&Co', 'Torrid', 'Lane Bryant', 'Ashley Stewart',
    'Cabi', 'Anthropologie', 'Free People', 'Urban Outfitters', 'Everlane', 'Reformation', 'Lulus', 'Hot Topic',
    'Charlotte Russe', 'Wet Seal', 'Rue 21|rue21', 'Maurices', 'Lilly Pulitzer', 'Trina Turk',
    'Pendleton', 'Woolrich', 'Filson', 'Duluth Trading|Duluth Trading Co', 'Carhartt|Carhartt WIP', 'Dickies',
    'Haggar', 'Dockers', 'Van Heusen', '~Arrow', 'Geoffrey Beene', 'Perry Ellis', 'Jos. A. Bank|Jos A Bank', 'Kuppenheimer',
    'Original Penguin|Penguin by Munsingwear', 'Munsingwear', 'Harley-Davidson|Harley Davidson', 'Hanes', 'Fruit of the Loom',
    'Gildan', 'Jerzees', 'Bella+Canvas|Bella Canvas', 'Next Level|Next Level Apparel', 'Port Authority', 'Comfort Colors',
    'American Apparel', 'Alternative Apparel', 'Russell Athletic|Russell', 'Kirkland Signature|Kirkland', 'Amazon Essentials',
    'Cabela\'s|Cabelas', 'Bass Pro Shops', 'Field & Stream|Field and Stream', 'Orvis', 'Columbia|Columbia Sportswear',
  ],
  storeLabels: [
    'Universal Thread', 'A New Day', 'Goodfellow & Co|Goodfellow', 'Wild Fable', 'Knox Rose', 'Mossimo|Mossimo Supply Co',
    'Merona', 'Xhilaration', 'Cat & Jack|Cat and Jack', 'All in Motion', 'Time and Tru', 'Faded Glory', 'No Boundaries',
    'Athletic Works', '~Sonoma|Sonoma Goods for Life', 'Croft & Barrow|Croft and Barrow', 'Apt. 9|Apt 9', 'LC Lauren Conrad',
    'Simply Vera|Simply Vera Vera Wang', 'Tek Gear', 'Jumping Beans', 'INC International Concepts', '~Alfani', 'Charter Club',
    'Style & Co|Style and Co', 'Karen Scott', 'Club Room', 'Tasso Elba', 'Bar III', 'Epic Threads', "St. John's Bay|St Johns Bay",
    'Arizona Jean Co|Arizona Jeans', 'Worthington', 'Stafford', 'Liz Claiborne', 'Xersion', '~Caslon', '~Halogen', 'Treasure & Bond',
    'Zella', 'Jones New York', 'Kasper', 'Le Suit', 'Anne Klein', 'DKNY|Donna Karan', 'Tahari|Tahari ASL', 'Calvin Klein Performance',
  ],
  fastFashion: [
    'Zara', 'H&M|H & M|Hennes & Mauritz|Hennes', 'Forever 21|Forever21|F21', 'Uniqlo', '~Mango|Mango MNG', 'Topshop', 'Topman',
    'ASOS', 'Shein', 'Boohoo|boohooMAN', 'PrettyLittleThing|Pretty Little Thing', 'Fashion Nova', 'Massimo Dutti',
    'Pull&Bear|Pull and Bear', 'Bershka', 'Stradivarius', '~Reserved', 'Primark|Primark Atmosphere', '~Next', 'Marks & Spencer|Marks and Spencer|M&S',
    'River Island', 'New Look', 'Dorothy Perkins', 'Miss Selfridge', 'Monki', '~Weekday', 'COS', '& Other Stories|Other Stories',
    'Aritzia', 'Wilfred', 'Babaton', 'TNA', '~Garage', '~Dynamite', 'Joe Fresh', '~Roots',
  ],
  british: [
    'Whistles', 'Boden|Mini Boden', 'Joules', 'Hobbs', '~Jigsaw', 'Monsoon', 'Ted Baker', 'AllSaints|All Saints',
    'Superdry|Superdry Japan', 'Barbour', 'Hackett', 'Jack Wills', 'Fred Perry', 'Ben Sherman', 'Lyle & Scott|Lyle and Scott',
    'Pretty Green', 'Burberry|Burberrys|Burberry London', 'Paul Smith', 'Vivienne Westwood', 'Reiss', 'Karen Millen',
    'Mulberry', 'Belstaff', 'Crew Clothing', 'Fat Face|FatFace', 'White Stuff', 'Seasalt', 'Phase Eight', '~Coast', '~Oasis',
    '~Warehouse', 'Jaeger', 'Aquascutum', 'Gant',
  ],
  sport: [
    'Nike|Nike Air|Nike Dri-Fit|Nike SB', 'Adidas|Adidas Originals', '~Puma', 'Reebok', 'Under Armour|UnderArmour',
    'Lululemon|Lululemon Athletica', 'Athleta', 'Gymshark', 'Fabletics', 'Alo Yoga', 'Beyond Yoga', 'Outdoor Voices', 'Vuori',
    'New Balance', 'Asics', 'Saucony', '~Brooks|Brooks Running', 'Hoka|Hoka One One', 'On Running', 'Mizuno', 'Fila',
    '~Champion', '~Starter', 'Umbro', 'Kappa', 'Le Coq Sportif', 'Ellesse', 'Sergio Tacchini', 'Diadora', 'Hummel',
    '~Jordan|Air Jordan|Jordan Brand', 'Converse', '~Vans|Vans Off The Wall', 'Skechers', 'K-Swiss|K Swiss', 'Sperry|Sperry Top-Sider',
    'Nike Golf', 'FootJoy', 'TravisMathew|Travis Mathew', 'Greg Norman', 'Callaway', 'Ben Hogan', 'Mitchell & Ness|Mitchell and Ness',
    'New Era', 'Fanatics', 'Majestic Athletic', 'Nutmeg Mills', 'Salem Sportswear', 'Logo Athletic', 'Sweaty Betty', 'Spanx',
  ],
  outdoor: [
    'The North Face|North Face|TNF', 'Patagonia', "Arc'teryx|Arcteryx", 'Marmot', 'Mountain Hardwear', 'REI|REI Co-op',
    'Helly Hansen', 'Canada Goose', 'Moncler', 'Fjallraven|Fjällräven', 'Kuhl|Kühl', 'prAna|Prana', 'Outdoor Research',
    'Black Diamond', 'Mammut', 'Rab', 'Haglofs|Haglöfs', 'Icebreaker', 'Smartwool', 'Royal Robbins', 'ExOfficio', 'Mountain Khakis',
    'Simms', 'Timberland', 'Merrell', '~Keen', 'Salomon', 'Teva', 'Chaco', 'Sorel', '~Hunter|Hunter Boots', 'Ariat', 'Cinch',
    'Stone Island', 'C.P. Company|CP Company', 'Napapijri', 'Jack Wolfskin', 'Berghaus', 'Montbell', 'Cotopaxi', 'Obermeyer',
    'Spyder', 'Burton', 'Quiksilver', 'Billabong', 'Roxy', 'Rip Curl', 'Volcom', 'Hurley', "O'Neill|ONeill", 'RVCA',
    '~Element', '~Obey', 'Stussy|Stüssy', '~Supreme', '~Palace', 'Bape|A Bathing Ape', 'Off-White|Off White', 'Kith',
    'Fear of God|Fear of God Essentials', 'HUF', 'Diamond Supply|Diamond Supply Co', 'Thrasher', 'Santa Cruz',
  ],
  shoesAndBags: [
    'Birkenstock', 'Crocs', 'UGG|UGG Australia', 'Dr. Martens|Dr Martens|Doc Martens|AirWair', 'Clarks', 'Ecco', 'Frye',
    'Steve Madden|Madden Girl', 'Sam Edelman', 'Nine West', 'Naturalizer', 'Franco Sarto', 'Cole Haan', 'Kenneth Cole|Kenneth Cole Reaction',
    'Aldo', 'Johnston & Murphy|Johnston and Murphy', 'Florsheim', 'Allen Edmonds', 'Rockport', 'Stuart Weitzman', 'Tory Burch',
    'Michael Kors|Michael Michael Kors|MICHAEL Michael Kors', 'Kate Spade|Kate Spade New York', '~Coach|Coach New York', 'Vera Bradley',
    'Fossil', 'Dooney & Bourke|Dooney and Bourke', 'Toms', 'Sanuk', '~Reef', 'Havaianas', 'OluKai', 'Red Wing|Red Wing Shoes',
    'Wolverine', 'Chippewa', 'Thorogood', 'Danner', 'Irish Setter', 'Georgia Boot', 'Tony Lama', 'Lucchese', 'Justin Boots',
    'Rocky Boots', 'Vince Camuto', 'Jessica Simpson', 'Longchamp', '~Born', 'Sofft', 'Vionic', 'Dansko',
  ],
  designer: [
    'Gucci', 'Prada', 'Louis Vuitton', 'Chanel', 'Hermes|Hermès', 'Dior|Christian Dior', 'Saint Laurent|Yves Saint Laurent|YSL',
    'Balenciaga', 'Givenchy', 'Versace|Versace Jeans Couture', 'Fendi', 'Valentino|Valentino Garavani', 'Dolce & Gabbana|Dolce and Gabbana|D&G',
    'Giorgio Armani|Armani', 'Emporio Armani', 'Armani Exchange|AX Armani Exchange', 'Hugo Boss|Boss Hugo Boss', 'Moschino', 'Kenzo',
    'Alexander McQueen|McQueen', 'Stella McCartney', 'Chloe|Chloé', 'Celine|Céline', 'Loewe', 'Bottega Veneta', 'Miu Miu', 'Marc Jacobs',
    'Diane von Furstenberg|DVF', '~Theory', 'Vince', '~Equipment|Equipment Femme', 'Joie', 'Rebecca Taylor', 'Milly', 'Tibi',
    'Alice + Olivia|Alice and Olivia|Alice Olivia', 'BCBG|BCBGMaxAzria|BCBG Max Azria|BCBGeneration', 'Sandro', 'Maje',
    'Zadig & Voltaire|Zadig and Voltaire', 'The Kooples', 'Max Mara|MaxMara|Weekend Max Mara', 'Escada', 'St. John|St John Knits',
    'Missoni', 'Etro', 'Paul & Shark|Paul and Shark', 'Canali', 'Ermenegildo Zegna|Zegna', 'Brunello Cucinelli', 'Loro Piana',
    'Acne Studios', 'A.P.C.|APC', 'Isabel Marant|Isabel Marant Etoile', 'Comme des Garcons|Comme des Garçons|CDG', 'Issey Miyake',
    'Yohji Yamamoto', 'Rick Owens', 'Thom Browne', 'Maison Margiela|Margiela', 'Helmut Lang', 'Jil Sander', 'Dries Van Noten',
    'Lacoste', 'Tory Sport', 'Betsey Johnson', 'Nanette Lepore', 'Adrianna Papell', 'Eliza J', 'Maggy London', 'Xscape',
    'Tadashi Shoji', 'Sherri Hill', 'Jovani', 'La Femme', 'Mac Duggal', 'Badgley Mischka', 'Marchesa', 'Needle & Thread',
    'Self-Portrait|Self Portrait', 'Zimmermann', 'Farm Rio', 'Johnny Was', 'LoveShackFancy|Love Shack Fancy', 'Ulla Johnson',
    'Cinq a Sept|Cinq à Sept', 'Staud', 'Rixo', 'Veronica Beard', 'Ganni', 'Sezane|Sézane', 'Vivienne Tam', 'Oscar de la Renta',
    'Carolina Herrera', 'Ralph Lauren Purple Label', 'Polo Sport',
  ],
  lingerieAndKids: [
    "Victoria's Secret|Victorias Secret", 'Aerie', 'Soma', 'Maidenform', '~Bali', 'Playtex', 'Wacoal', 'Natori', 'Hanky Panky',
    "Carter's|Carters", "OshKosh|OshKosh B'gosh|Osh Kosh", 'Gymboree', "The Children's Place|Childrens Place", 'Janie and Jack',
    'Hanna Andersson', 'Tea Collection', 'Crazy 8', "Burt's Bees Baby|Burts Bees Baby", 'Gerber', '~Justice', 'Little Me',
  ],
};

export type BrandEntry = { name: string; aliases: string[]; ambiguous: boolean };

/** The curated list, parsed once. */
export const BRANDS: readonly BrandEntry[] = Object.values(GROUPS)
  .flat()
  .map((line) => {
    const ambiguous = line.startsWith('~');
    const [name, ...aliases] = line.replace(/^~/, '').split('|') as [string, ...string[]];
    return { name, aliases: [name, ...aliases], ambiguous };
  });
