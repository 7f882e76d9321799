/** The seller's profile (spec part 3, section 6). Other modules use what is exported here. */
export { createProfile, eraseSellerData, getMe } from './profile.service';
export { findSellerFigures } from './seller-figures';
