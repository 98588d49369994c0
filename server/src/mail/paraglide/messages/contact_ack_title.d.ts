export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Ack_TitleInputs = {};
/**
* | output |
* | --- |
* | "We received your message" |
*
* @param {Contact_Ack_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const contact_ack_title: ((inputs?: Contact_Ack_TitleInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_TitleInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
