/** The seller's profile (spec part 1, section 3) and its figures. Other modules use what is exported here. */
export { eraseSellerRows } from './profile.repository';
export { findSellerFigures } from './seller-figures';
