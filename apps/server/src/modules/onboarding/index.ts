/** The onboarding milestones (issue 7). Other modules use what is exported here. */
export { markMilestone } from './onboarding.service';
