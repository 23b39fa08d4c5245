// The layout title is contract text (SPEC §1): every place that shows the product name reads it from here.
export const PRODUCT_NAME = 'KAR Admin';
