export type LocalizedString = import('../runtime.js').LocalizedString;
export type Application_NumberInputs = {};
/**
* | output |
* | --- |
* | "Application number" |
*
* @param {Application_NumberInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const application_number: ((inputs?: Application_NumberInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Application_NumberInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
