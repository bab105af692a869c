// The learned text model: hashed features of normalised text, one calibrated logistic score per category.
export { MODEL_CATEGORIES, type ModelCategory } from './categories.ts';
export { clusterIndex, extractFeatures, FeatureBuffer, type ClusterIndex, type FeatureSpec, type WordClusters } from './features.ts';
