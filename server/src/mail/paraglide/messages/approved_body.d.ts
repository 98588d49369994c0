export type LocalizedString = import('../runtime.js').LocalizedString;
export type Approved_BodyInputs = {};
/**
* | output |
* | --- |
* | "Good news: your Sri Lanka eVisa is approved. It is attached to this e-mail as a PDF. Print it or keep it on your phone, and show it with your passport when y..." |
*
* @param {Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const approved_body: ((inputs?: Approved_BodyInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_BodyInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
