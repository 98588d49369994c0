export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reuse_BodyInputs = {
    expiresAt: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Someone (we hope you) asked to start a new application with the details of an earlier one. This link opens a new application filled with your personal, passp..." |
*
* @param {Reuse_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const reuse_body: ((inputs: Reuse_BodyInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_BodyInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
