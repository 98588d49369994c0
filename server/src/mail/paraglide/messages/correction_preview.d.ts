export type LocalizedString = import('../runtime.js').LocalizedString;
export type Correction_PreviewInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Application {number} needs a correction" |
*
* @param {Correction_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const correction_preview: ((inputs: Correction_PreviewInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_PreviewInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
