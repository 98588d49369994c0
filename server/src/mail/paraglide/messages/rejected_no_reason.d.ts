export type LocalizedString = import('../runtime.js').LocalizedString;
export type Rejected_No_ReasonInputs = {};
/**
* | output |
* | --- |
* | "No reason was given." |
*
* @param {Rejected_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_no_reason: ((inputs?: Rejected_No_ReasonInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_No_ReasonInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
