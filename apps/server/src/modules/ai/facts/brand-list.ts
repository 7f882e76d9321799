/**
 * Brands common in second-hand clothing resale (US and UK), each written as
 * "Canonical|alias|alias". A leading "~" marks a name that is also an ordinary
 * word or place ("Gap", "Guess", "Coach", "Express"): such a brand is only taken
 * when a label line reads exactly that name, never from a fuzzy match inside a
 * sentence, because a brand without evidence is worse than no brand. A
 * trailing "@W", "@M" or "@G" marks a brand that only dresses women, men or
 * girls: its name on a label is evidence of the department.
 */
import type { Department } from '@listlens/shared';

// Kept several names to a line on purpose: one per line would be 500 lines of data.
// prettier-ignore
const GROUPS: Record<string, string[]> = {
  denim: [
    "Levi's|Levis|Levi Strauss|Levi Strauss & Co|Levi Strauss and Co", 'Wrangler', '~Lee', 'Lucky Brand|Lucky Brand Jeans',
    '7 For All Mankind|Seven For All Mankind|7FAM', 'True Religion|True Religion Brand Jeans', 'AG Adriano Goldschmied|AG Jeans',
    "Joe's Jeans|Joes Jeans", '~Hudson|Hudson Jeans', '~Paige|Paige Denim', 'Citizens of Humanity', '~Mother|Mother Denim',
    '~Frame|Frame Denim', 'Rag & Bone|Rag and Bone', 'Diesel', 'G-Star Raw|G-Star|GStar Raw', 'Silver Jeans|Silver Jeans Co',
    'Rock Revival', 'Miss Me@W', 'Buckle Black', 'Kut from the Kloth|Kut@W', 'Madewell', 'DL1961', 'Vigoss', 'Judy Blue@W',
    '~Democracy', 'Nudie Jeans|Nudie', 'Naked & Famous|Naked and Famous', 'Edwin', 'Evisu', 'Cheap Monday', 'Pepe Jeans',
  ],
  americanCasual: [
    '~Guess|Guess Jeans', 'Abercrombie & Fitch|Abercrombie and Fitch|Abercrombie|A&F', 'Hollister|Hollister Co',
    'American Eagle|American Eagle Outfitters|AEO', 'Aeropostale|Aero', '~Gap|Gap Kids|Baby Gap', 'Old Navy',
    'Banana Republic', 'J.Crew|J Crew|JCrew|Crewcuts', "Lands' End|Lands End", 'L.L.Bean|LL Bean|L L Bean', 'Eddie Bauer',
    'Tommy Hilfiger|Hilfiger|Tommy Jeans', 'Tommy Bahama', 'Ralph Lauren|Polo Ralph Lauren|Polo by Ralph Lauren|Lauren Ralph Lauren|Chaps Ralph Lauren',
    'Nautica', 'Izod', 'Chaps', 'Calvin Klein|Calvin Klein Jeans', 'Brooks Brothers', 'Vineyard Vines', 'Southern Tide',
    'Peter Millar@M', 'Johnnie-O|Johnnie O@M', 'Faherty', 'Bonobos@M', 'Todd Snyder@M', 'Club Monaco', '~Express',
    'Ann Taylor|AnnTaylor@W', '~Loft|Ann Taylor Loft@W', 'Talbots@W', "Chico's|Chicos@W", 'White House Black Market|WHBM@W',
    'Coldwater Creek@W', 'J.Jill|J Jill@W', 'Eileen Fisher@W', 'Christopher & Banks|Christopher and Banks@W', '~Cato',
    'Dress Barn|Dressbarn@W', 'New York & Company|New York and Company|NY&Co@W', 'Torrid@W', 'Lane Bryant@W', 'Ashley Stewart@W',
    'Cabi@W', 'Anthropologie', 'Free People', 'Urban Outfitters', 'Everlane', 'Reformation@W', 'Lulus@W', 'Hot Topic',
    'Charlotte Russe@W', 'Wet Seal@W', 'Rue 21|rue21', 'Maurices@W', 'Lilly Pulitzer@W', 'Trina Turk@W',
    'Pendleton', 'Woolrich', 'Filson', 'Duluth Trading|Duluth Trading Co', 'Carhartt|Carhartt WIP', 'Dickies',
    'Haggar@M', 'Dockers', 'Van Heusen@M', '~Arrow', 'Geoffrey Beene@M', 'Perry Ellis', 'Jos. A. Bank|Jos A Bank@M', 'Kuppenheimer@M',
    'Original Penguin|Penguin by Munsingwear@M', 'Munsingwear', 'Harley-Davidson|Harley Davidson', 'Hanes', 'Fruit of the Loom',
    'Gildan', 'Jerzees', 'Bella+Canvas|Bella Canvas', 'Next Level|Next Level Apparel', 'Port Authority', 'Comfort Colors',
    'American Apparel', 'Alternative Apparel', 'Russell Athletic|Russell', 'Kirkland Signature|Kirkland', 'Amazon Essentials',
    'Cabela\'s|Cabelas', 'Bass Pro Shops', 'Field & Stream|Field and Stream', 'Orvis', 'Columbia|Columbia Sportswear',
  ],
  storeLabels: [
    'Universal Thread', 'A New Day@W', 'Goodfellow & Co|Goodfellow@M', 'Wild Fable@W', 'Knox Rose@W', 'Mossimo|Mossimo Supply Co',
    'Merona', 'Xhilaration@W', 'Cat & Jack|Cat and Jack', 'All in Motion', 'Time and Tru@W', 'Faded Glory', 'No Boundaries',
    'Athletic Works', '~Sonoma|Sonoma Goods for Life', 'Croft & Barrow|Croft and Barrow', 'Apt. 9|Apt 9', 'LC Lauren Conrad@W',
    'Simply Vera|Simply Vera Vera Wang@W', 'Tek Gear', 'Jumping Beans', 'INC International Concepts', '~Alfani', 'Charter Club@W',
    'Style & Co|Style and Co@W', 'Karen Scott@W', 'Club Room@M', 'Tasso Elba@M', 'Bar III', 'Epic Threads', "St. John's Bay|St Johns Bay",
    'Arizona Jean Co|Arizona Jeans', 'Worthington@W', 'Stafford@M', 'Liz Claiborne@W', 'Xersion', '~Caslon@W', '~Halogen@W', 'Treasure & Bond',
    'Zella@W', 'Jones New York', 'Kasper@W', 'Le Suit@W', 'Anne Klein@W', 'DKNY|Donna Karan', 'Tahari|Tahari ASL', 'Calvin Klein Performance',
  ],
  fastFashion: [
    'Zara', 'H&M|H & M|Hennes & Mauritz|Hennes', 'Forever 21|Forever21|F21', 'Uniqlo', '~Mango|Mango MNG', 'Topshop', 'Topman@M',
    'ASOS', 'Shein', 'Boohoo|boohooMAN', 'PrettyLittleThing|Pretty Little Thing@W', 'Fashion Nova@W', 'Massimo Dutti',
    'Pull&Bear|Pull and Bear', 'Bershka', 'Stradivarius', '~Reserved', 'Primark|Primark Atmosphere', '~Next', 'Marks & Spencer|Marks and Spencer|M&S',
    'River Island', 'New Look', 'Dorothy Perkins@W', 'Miss Selfridge@W', 'Monki', '~Weekday', 'COS', '& Other Stories|Other Stories',
    'Aritzia', 'Wilfred', 'Babaton', 'TNA', '~Garage', '~Dynamite', 'Joe Fresh', '~Roots',
  ],
  british: [
    'Whistles@W', 'Boden|Mini Boden', 'Joules', 'Hobbs@W', '~Jigsaw', 'Monsoon', 'Ted Baker', 'AllSaints|All Saints',
    'Superdry|Superdry Japan', 'Barbour', 'Hackett', 'Jack Wills', 'Fred Perry', 'Ben Sherman@M', 'Lyle & Scott|Lyle and Scott',
    'Pretty Green@M', 'Burberry|Burberrys|Burberry London', 'Paul Smith', 'Vivienne Westwood', 'Reiss', 'Karen Millen@W',
    'Mulberry', 'Belstaff', 'Crew Clothing', 'Fat Face|FatFace', 'White Stuff', 'Seasalt', 'Phase Eight@W', '~Coast', '~Oasis',
    '~Warehouse', 'Jaeger', 'Aquascutum', 'Gant',
  ],
  sport: [
    'Nike|Nike Air|Nike Dri-Fit|Nike SB', 'Adidas|Adidas Originals', '~Puma', 'Reebok', 'Under Armour|UnderArmour',
    'Lululemon|Lululemon Athletica', 'Athleta@W', 'Gymshark', 'Fabletics@W', 'Alo Yoga', 'Beyond Yoga', 'Outdoor Voices', 'Vuori',
    'New Balance', 'Asics', 'Saucony', '~Brooks|Brooks Running', 'Hoka|Hoka One One', 'On Running', 'Mizuno', 'Fila',
    '~Champion', '~Starter', 'Umbro', 'Kappa', 'Le Coq Sportif', 'Ellesse', 'Sergio Tacchini', 'Diadora', 'Hummel',
    '~Jordan|Air Jordan|Jordan Brand', 'Converse', '~Vans|Vans Off The Wall', 'Skechers', 'K-Swiss|K Swiss', 'Sperry|Sperry Top-Sider',
    'Nike Golf', 'FootJoy', 'TravisMathew|Travis Mathew@M', 'Greg Norman@M', 'Callaway', 'Ben Hogan@M', 'Mitchell & Ness|Mitchell and Ness',
    'New Era', 'Fanatics', 'Majestic Athletic', 'Nutmeg Mills', 'Salem Sportswear', 'Logo Athletic', 'Sweaty Betty@W', 'Spanx@W',
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
    'Aldo', 'Johnston & Murphy|Johnston and Murphy@M', 'Florsheim@M', 'Allen Edmonds@M', 'Rockport', 'Stuart Weitzman', 'Tory Burch',
    'Michael Kors|Michael Michael Kors|MICHAEL Michael Kors', 'Kate Spade|Kate Spade New York', '~Coach|Coach New York', 'Vera Bradley',
    'Fossil', 'Dooney & Bourke|Dooney and Bourke', 'Toms', 'Sanuk', '~Reef', 'Havaianas', 'OluKai', 'Red Wing|Red Wing Shoes',
    'Wolverine', 'Chippewa', 'Thorogood', 'Danner', 'Irish Setter', 'Georgia Boot', 'Tony Lama', 'Lucchese', 'Justin Boots',
    'Rocky Boots', 'Vince Camuto', 'Jessica Simpson@W', 'Longchamp', '~Born', 'Sofft', 'Vionic', 'Dansko',
  ],
  designer: [
    'Gucci', 'Prada', 'Louis Vuitton', 'Chanel', 'Hermes|Hermès', 'Dior|Christian Dior', 'Saint Laurent|Yves Saint Laurent|YSL',
    'Balenciaga', 'Givenchy', 'Versace|Versace Jeans Couture', 'Fendi', 'Valentino|Valentino Garavani', 'Dolce & Gabbana|Dolce and Gabbana|D&G',
    'Giorgio Armani|Armani', 'Emporio Armani', 'Armani Exchange|AX Armani Exchange', 'Hugo Boss|Boss Hugo Boss', 'Moschino', 'Kenzo',
    'Alexander McQueen|McQueen', 'Stella McCartney', 'Chloe|Chloé@W', 'Celine|Céline', 'Loewe', 'Bottega Veneta', 'Miu Miu@W', 'Marc Jacobs',
    'Diane von Furstenberg|DVF@W', '~Theory', 'Vince', '~Equipment|Equipment Femme', 'Joie@W', 'Rebecca Taylor@W', 'Milly@W', 'Tibi@W',
    'Alice + Olivia|Alice and Olivia|Alice Olivia@W', 'BCBG|BCBGMaxAzria|BCBG Max Azria|BCBGeneration', 'Sandro', 'Maje',
    'Zadig & Voltaire|Zadig and Voltaire', 'The Kooples', 'Max Mara|MaxMara|Weekend Max Mara@W', 'Escada@W', 'St. John|St John Knits@W',
    'Missoni', 'Etro', 'Paul & Shark|Paul and Shark', 'Canali@M', 'Ermenegildo Zegna|Zegna@M', 'Brunello Cucinelli', 'Loro Piana',
    'Acne Studios', 'A.P.C.|APC', 'Isabel Marant|Isabel Marant Etoile', 'Comme des Garcons|Comme des Garçons|CDG', 'Issey Miyake',
    'Yohji Yamamoto', 'Rick Owens', 'Thom Browne', 'Maison Margiela|Margiela', 'Helmut Lang', 'Jil Sander', 'Dries Van Noten',
    'Lacoste', 'Tory Sport', 'Betsey Johnson@W', 'Nanette Lepore@W', 'Adrianna Papell@W', 'Eliza J@W', 'Maggy London@W', 'Xscape@W',
    'Tadashi Shoji@W', 'Sherri Hill@W', 'Jovani@W', 'La Femme@W', 'Mac Duggal@W', 'Badgley Mischka@W', 'Marchesa@W', 'Needle & Thread@W',
    'Self-Portrait|Self Portrait@W', 'Zimmermann@W', 'Farm Rio@W', 'Johnny Was@W', 'LoveShackFancy|Love Shack Fancy@W', 'Ulla Johnson@W',
    'Cinq a Sept|Cinq à Sept@W', 'Staud@W', 'Rixo@W', 'Veronica Beard@W', 'Ganni@W', 'Sezane|Sézane@W', 'Vivienne Tam@W', 'Oscar de la Renta',
    'Carolina Herrera', 'Ralph Lauren Purple Label', 'Polo Sport',
  ],
  lingerieAndKids: [
    "Victoria's Secret|Victorias Secret@W", 'Aerie@W', 'Soma@W', 'Maidenform@W', '~Bali@W', 'Playtex@W', 'Wacoal@W', 'Natori@W', 'Hanky Panky@W',
    "Carter's|Carters", "OshKosh|OshKosh B'gosh|Osh Kosh", 'Gymboree', "The Children's Place|Childrens Place", 'Janie and Jack',
    'Hanna Andersson', 'Tea Collection', 'Crazy 8', "Burt's Bees Baby|Burts Bees Baby", 'Gerber', '~Justice@G', 'Little Me',
  ],
};

export type BrandEntry = {
  name: string;
  aliases: string[];
  ambiguous: boolean;
  /** Set for a brand that only makes womenswear, menswear or girls' clothes ("@W", "@M", "@G"). */
  department?: Department;
};

const DEPARTMENT_MARKS: Record<string, Department> = { W: 'Women', M: 'Men', G: 'Girls' };

/** The curated list, parsed once. */
export const BRANDS: readonly BrandEntry[] = Object.values(GROUPS)
  .flat()
  .map((entry) => {
    const ambiguous = entry.startsWith('~');
    const mark = /@([WMG])$/.exec(entry)?.[1];
    const line = entry.replace(/^~/, '').replace(/@[WMG]$/, '');
    const [name, ...aliases] = line.split('|') as [string, ...string[]];
    const department = mark ? DEPARTMENT_MARKS[mark] : undefined;
    return { name, aliases: [name, ...aliases], ambiguous, ...(department ? { department } : {}) };
  });
