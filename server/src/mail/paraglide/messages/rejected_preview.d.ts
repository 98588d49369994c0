export type LocalizedString = import('../runtime.js').LocalizedString;
export type Rejected_PreviewInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Application {number} was not approved" |
*
* @param {Rejected_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_preview: ((inputs: Rejected_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
