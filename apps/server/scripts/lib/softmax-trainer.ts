// generate-label-photos.ts takes its PRNG from here. The softmax head this file
// trained is gone (decision 016); the PRNG lives in random.ts.
export { seededRandom, shuffle } from './random';
