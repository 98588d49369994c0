export type LocalizedString = import('../runtime.js').LocalizedString;
export type FooterInputs = {
    agency: NonNullable<unknown>;
    email: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{agency}, a private agency that helps travellers apply for a Sri Lanka eVisa. Questions: {email} or {phone}." |
*
* @param {FooterInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const footer: ((inputs: FooterInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<FooterInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
