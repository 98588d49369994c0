export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Ack_SubjectInputs = {};
/**
* | output |
* | --- |
* | "We received your message" |
*
* @param {Contact_Ack_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const contact_ack_subject: ((inputs?: Contact_Ack_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
