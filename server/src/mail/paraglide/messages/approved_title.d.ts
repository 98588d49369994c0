export type LocalizedString = import('../runtime.js').LocalizedString;
export type Approved_TitleInputs = {};
/**
* | output |
* | --- |
* | "Your eVisa is approved" |
*
* @param {Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const approved_title: ((inputs?: Approved_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
