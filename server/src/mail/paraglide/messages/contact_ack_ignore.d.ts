export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Ack_IgnoreInputs = {};
/**
* | output |
* | --- |
* | "If you did not write to us, you can ignore this e-mail." |
*
* @param {Contact_Ack_IgnoreInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const contact_ack_ignore: ((inputs?: Contact_Ack_IgnoreInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_IgnoreInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
