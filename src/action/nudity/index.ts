// The in-process nudity check of PNG and JPEG images, loaded with a dynamic import only by a run
// that has such an image, so that other runs do not pay for TensorFlow.js and the model.
export { loadNudityClassifier, NUDITY_MODEL, type NudityClassifier } from './classifier.ts';
export { CLASSIFIER_SIDE, PictureDecodeError, toClassifierInput } from './pixels.ts';
