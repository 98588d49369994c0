export type LocalizedString = import('../runtime.js').LocalizedString;
export type Rejected_TitleInputs = {};
/**
* | output |
* | --- |
* | "Your application was not approved" |
*
* @param {Rejected_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_title: ((inputs?: Rejected_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
