export type LocalizedString = import('../runtime.js').LocalizedString;
export type Approved_PreviewInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your eVisa for application {number}" |
*
* @param {Approved_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const approved_preview: ((inputs: Approved_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
