export type LocalizedString = import('../runtime.js').LocalizedString;
export type Receipt_PreviewInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Receipt for application {number}" |
*
* @param {Receipt_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const receipt_preview: ((inputs: Receipt_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
