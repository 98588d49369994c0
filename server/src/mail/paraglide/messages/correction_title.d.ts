export type LocalizedString = import('../runtime.js').LocalizedString;
export type Correction_TitleInputs = {};
/**
* | output |
* | --- |
* | "A correction is needed" |
*
* @param {Correction_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const correction_title: ((inputs?: Correction_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
