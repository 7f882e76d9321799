/** The seller's profile (spec part 3, section 6). Other modules use what is exported here. */
export { createProfile, eraseSellerData, getMe, getMonthlyRevenue } from './profile.service';
