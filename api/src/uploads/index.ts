/** Uploads shared by every route that receives files (listing photos and documents, avatars, landing pages). */
export {
  type CheckedUpload,
  checkUpload,
  imageAndPdfMimes,
  imageMimes,
  MAX_IMAGE_PIXELS,
  type UploadRejection,
} from './check'
export { fileDownload } from './download'
export { uploadErrorKeys, uploadRejected } from './errors'
export { type ReceivedFile, readMultipartForm } from './multipart'
export {
  PRIVATE_LINK_TTL_SECONDS,
  type PrivateFileDoc,
  signedPrivateFileUrl,
  verifyPrivateFileSignature,
} from './private-links'
export { type SniffedType, sniffFileType, sniffImage } from './sniff'
export { type MediaDoc, mediaFileUrl, storeUpload, toUploadResponse, type UploadVisibility } from './store'
