export type LocalizedString = import('../runtime.js').LocalizedString;
export type Received_TitleInputs = {};
/**
* | output |
* | --- |
* | "We received your application" |
*
* @param {Received_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const received_title: ((inputs?: Received_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
