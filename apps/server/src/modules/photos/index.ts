/**
 * Photos (issue 3): uploads, their renditions and SKU groups, and the upload
 * safety check (decision 011). Other modules use what is exported here.
 */
export {
  deleteAllPhotoRows,
  displayKeyOf,
  findAssignedPhotos,
  findGroupPagePhotos,
  findGroupSkuPage,
  linkSkuToItem,
  listPhotoFiles,
  unlinkItemPhotos,
} from './group-photos.service';
export { photoError } from './photo-errors';
export { sweepOrphanFiles } from './photo-orphans';
export { contentTypeOfVariant, ownPhotoIdOf, photoFileUrl, renditionKeys } from './photo-files';
export { pixelCountOf } from './photo-renditions';
export { confirmFlaggedPhotos, findPhotosToConfirm } from './photo-safety';
export { CONTENT_TYPE_OF, sniffPhotoType } from './photo-type';
export type { GroupPagePhoto, PhotoRow } from './photos.repository';
export { loadPhotoBytes, resetSku } from './photos.service';
export { createUploadActivity, type UploadActivity } from './upload-activity';
