export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_Ack_BodyInputs = {};
/**
* | output |
* | --- |
* | "Thank you for contacting us. We received a message sent with this e-mail address through the contact form on our website, and we will answer it from our own ..." |
*
* @param {Contact_Ack_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const contact_ack_body: ((inputs?: Contact_Ack_BodyInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_BodyInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
