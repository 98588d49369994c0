export type LocalizedString = import('../runtime.js').LocalizedString;
export type Correction_No_ReasonInputs = {};
/**
* | output |
* | --- |
* | "Please check your application." |
*
* @param {Correction_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const correction_no_reason: ((inputs?: Correction_No_ReasonInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_No_ReasonInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
