export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reuse_PreviewInputs = {};
/**
* | output |
* | --- |
* | "Apply again with your details" |
*
* @param {Reuse_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const reuse_preview: ((inputs?: Reuse_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
