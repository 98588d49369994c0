export type LocalizedString = import('../runtime.js').LocalizedString;
export type Correction_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Correct your application" |
*
* @param {Correction_ButtonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const correction_button: ((inputs?: Correction_ButtonInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_ButtonInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
