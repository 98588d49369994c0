import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Application_NumberInputs */
/** @typedef {{}} Approved_BodyInputs */
/** @typedef {{ number: NonNullable<unknown> }} Approved_PreviewInputs */
/** @typedef {{ number: NonNullable<unknown> }} Approved_SubjectInputs */
/** @typedef {{}} Approved_TitleInputs */
/** @typedef {{}} Contact_Ack_BodyInputs */
/** @typedef {{}} Contact_Ack_IgnoreInputs */
/** @typedef {{}} Contact_Ack_SubjectInputs */
/** @typedef {{}} Contact_Ack_TitleInputs */
/** @typedef {{}} Correction_ButtonInputs */
/** @typedef {{}} Correction_IntroInputs */
/** @typedef {{}} Correction_No_ReasonInputs */
/** @typedef {{ number: NonNullable<unknown> }} Correction_PreviewInputs */
/** @typedef {{ number: NonNullable<unknown> }} Correction_SubjectInputs */
/** @typedef {{}} Correction_TitleInputs */
/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} FactInputs */
/** @typedef {{ agency: NonNullable<unknown>, email: NonNullable<unknown>, phone: NonNullable<unknown> }} FooterInputs */
/** @typedef {{ name: NonNullable<unknown> }} GreetingInputs */
/** @typedef {{}} Group_Receipt_NextInputs */
/** @typedef {{ count: NonNullable<unknown> }} Group_Receipt_PreviewInputs */
/** @typedef {{ count: NonNullable<unknown> }} Group_Receipt_ReceivedInputs */
/** @typedef {{ count: NonNullable<unknown>, numbers: NonNullable<unknown> }} Group_Receipt_SubjectInputs */
/** @typedef {{}} Group_Receipt_TotalInputs */
/** @typedef {{ number: NonNullable<unknown>, fee: NonNullable<unknown> }} Group_Receipt_TravellerInputs */
/** @typedef {{}} Lost_Evisa_HintInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} MoneyInputs */
/** @typedef {{}} Receipt_AmountInputs */
/** @typedef {{}} Receipt_Capture_IdInputs */
/** @typedef {{}} Receipt_DateInputs */
/** @typedef {{}} Receipt_NextInputs */
/** @typedef {{}} Receipt_Pdf_Received_FromInputs */
/** @typedef {{}} Receipt_Pdf_ServiceInputs */
/** @typedef {{ number: NonNullable<unknown> }} Receipt_PreviewInputs */
/** @typedef {{}} Receipt_ReceivedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Receipt_SubjectInputs */
/** @typedef {{}} Receipt_TitleInputs */
/** @typedef {{}} Received_ButtonInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Received_How_To_PayInputs */
/** @typedef {{}} Received_Other_DeviceInputs */
/** @typedef {{ number: NonNullable<unknown> }} Received_PreviewInputs */
/** @typedef {{}} Received_SavedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Received_SubjectInputs */
/** @typedef {{}} Received_TitleInputs */
/** @typedef {{}} Rejected_No_ReasonInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rejected_PreviewInputs */
/** @typedef {{}} Rejected_QuestionsInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Rejected_ReasonInputs */
/** @typedef {{}} Rejected_SorryInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rejected_SubjectInputs */
/** @typedef {{}} Rejected_TitleInputs */
/** @typedef {{}} Replaced_BodyInputs */
/** @typedef {{ number: NonNullable<unknown> }} Replaced_PreviewInputs */
/** @typedef {{ number: NonNullable<unknown> }} Replaced_SubjectInputs */
/** @typedef {{}} Replaced_TitleInputs */
/** @typedef {{ expiresAt: NonNullable<unknown> }} Reuse_BodyInputs */
/** @typedef {{}} Reuse_ButtonInputs */
/** @typedef {{}} Reuse_IgnoreInputs */
/** @typedef {{}} Reuse_PreviewInputs */
/** @typedef {{}} Reuse_SubjectInputs */
/** @typedef {{}} Reuse_TitleInputs */
import * as __en from "./en.js"
import * as __ru from "./ru.js"
import * as __de from "./de.js"
import * as __zh from "./zh.js"
import * as __fr from "./fr.js"
import * as __ar from "./ar.js"
/**
* | output |
* | --- |
* | "Application number" |
*
* @param {Application_NumberInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const application_number = /** @type {((inputs?: Application_NumberInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Application_NumberInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.application_number(inputs)
	if (locale === "de") return __de.application_number(inputs)
	if (locale === "zh") return __zh.application_number(inputs)
	if (locale === "fr") return __fr.application_number(inputs)
	if (locale === "ar") return __ar.application_number(inputs)
	return __en.application_number(inputs)
});
/**
* | output |
* | --- |
* | "Good news: your Sri Lanka eVisa is approved. It is attached to this e-mail as a PDF. Print it or keep it on your phone, and show it with your passport when y..." |
*
* @param {Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const approved_body = /** @type {((inputs?: Approved_BodyInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_BodyInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.approved_body(inputs)
	if (locale === "de") return __de.approved_body(inputs)
	if (locale === "zh") return __zh.approved_body(inputs)
	if (locale === "fr") return __fr.approved_body(inputs)
	if (locale === "ar") return __ar.approved_body(inputs)
	return __en.approved_body(inputs)
});
/**
* | output |
* | --- |
* | "Your eVisa for application {number}" |
*
* @param {Approved_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const approved_preview = /** @type {((inputs: Approved_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.approved_preview(inputs)
	if (locale === "de") return __de.approved_preview(inputs)
	if (locale === "zh") return __zh.approved_preview(inputs)
	if (locale === "fr") return __fr.approved_preview(inputs)
	if (locale === "ar") return __ar.approved_preview(inputs)
	return __en.approved_preview(inputs)
});
/**
* | output |
* | --- |
* | "Your eVisa: application {number} is approved" |
*
* @param {Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const approved_subject = /** @type {((inputs: Approved_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.approved_subject(inputs)
	if (locale === "de") return __de.approved_subject(inputs)
	if (locale === "zh") return __zh.approved_subject(inputs)
	if (locale === "fr") return __fr.approved_subject(inputs)
	if (locale === "ar") return __ar.approved_subject(inputs)
	return __en.approved_subject(inputs)
});
/**
* | output |
* | --- |
* | "Your eVisa is approved" |
*
* @param {Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const approved_title = /** @type {((inputs?: Approved_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.approved_title(inputs)
	if (locale === "de") return __de.approved_title(inputs)
	if (locale === "zh") return __zh.approved_title(inputs)
	if (locale === "fr") return __fr.approved_title(inputs)
	if (locale === "ar") return __ar.approved_title(inputs)
	return __en.approved_title(inputs)
});
/**
* | output |
* | --- |
* | "Thank you for contacting us. We received a message sent with this e-mail address through the contact form on our website, and we will answer it from our own ..." |
*
* @param {Contact_Ack_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_ack_body = /** @type {((inputs?: Contact_Ack_BodyInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_BodyInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.contact_ack_body(inputs)
	if (locale === "de") return __de.contact_ack_body(inputs)
	if (locale === "zh") return __zh.contact_ack_body(inputs)
	if (locale === "fr") return __fr.contact_ack_body(inputs)
	if (locale === "ar") return __ar.contact_ack_body(inputs)
	return __en.contact_ack_body(inputs)
});
/**
* | output |
* | --- |
* | "If you did not write to us, you can ignore this e-mail." |
*
* @param {Contact_Ack_IgnoreInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_ack_ignore = /** @type {((inputs?: Contact_Ack_IgnoreInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_IgnoreInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.contact_ack_ignore(inputs)
	if (locale === "de") return __de.contact_ack_ignore(inputs)
	if (locale === "zh") return __zh.contact_ack_ignore(inputs)
	if (locale === "fr") return __fr.contact_ack_ignore(inputs)
	if (locale === "ar") return __ar.contact_ack_ignore(inputs)
	return __en.contact_ack_ignore(inputs)
});
/**
* | output |
* | --- |
* | "We received your message" |
*
* @param {Contact_Ack_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_ack_subject = /** @type {((inputs?: Contact_Ack_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.contact_ack_subject(inputs)
	if (locale === "de") return __de.contact_ack_subject(inputs)
	if (locale === "zh") return __zh.contact_ack_subject(inputs)
	if (locale === "fr") return __fr.contact_ack_subject(inputs)
	if (locale === "ar") return __ar.contact_ack_subject(inputs)
	return __en.contact_ack_subject(inputs)
});
/**
* | output |
* | --- |
* | "We received your message" |
*
* @param {Contact_Ack_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_ack_title = /** @type {((inputs?: Contact_Ack_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.contact_ack_title(inputs)
	if (locale === "de") return __de.contact_ack_title(inputs)
	if (locale === "zh") return __zh.contact_ack_title(inputs)
	if (locale === "fr") return __fr.contact_ack_title(inputs)
	if (locale === "ar") return __ar.contact_ack_title(inputs)
	return __en.contact_ack_title(inputs)
});
/**
* | output |
* | --- |
* | "Correct your application" |
*
* @param {Correction_ButtonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const correction_button = /** @type {((inputs?: Correction_ButtonInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_ButtonInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.correction_button(inputs)
	if (locale === "de") return __de.correction_button(inputs)
	if (locale === "zh") return __zh.correction_button(inputs)
	if (locale === "fr") return __fr.correction_button(inputs)
	if (locale === "ar") return __ar.correction_button(inputs)
	return __en.correction_button(inputs)
});
/**
* | output |
* | --- |
* | "We checked your application and something needs to be corrected before we can go on:" |
*
* @param {Correction_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const correction_intro = /** @type {((inputs?: Correction_IntroInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_IntroInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.correction_intro(inputs)
	if (locale === "de") return __de.correction_intro(inputs)
	if (locale === "zh") return __zh.correction_intro(inputs)
	if (locale === "fr") return __fr.correction_intro(inputs)
	if (locale === "ar") return __ar.correction_intro(inputs)
	return __en.correction_intro(inputs)
});
/**
* | output |
* | --- |
* | "Please check your application." |
*
* @param {Correction_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const correction_no_reason = /** @type {((inputs?: Correction_No_ReasonInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_No_ReasonInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.correction_no_reason(inputs)
	if (locale === "de") return __de.correction_no_reason(inputs)
	if (locale === "zh") return __zh.correction_no_reason(inputs)
	if (locale === "fr") return __fr.correction_no_reason(inputs)
	if (locale === "ar") return __ar.correction_no_reason(inputs)
	return __en.correction_no_reason(inputs)
});
/**
* | output |
* | --- |
* | "Application {number} needs a correction" |
*
* @param {Correction_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const correction_preview = /** @type {((inputs: Correction_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.correction_preview(inputs)
	if (locale === "de") return __de.correction_preview(inputs)
	if (locale === "zh") return __zh.correction_preview(inputs)
	if (locale === "fr") return __fr.correction_preview(inputs)
	if (locale === "ar") return __ar.correction_preview(inputs)
	return __en.correction_preview(inputs)
});
/**
* | output |
* | --- |
* | "Application {number}: a correction is needed" |
*
* @param {Correction_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const correction_subject = /** @type {((inputs: Correction_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.correction_subject(inputs)
	if (locale === "de") return __de.correction_subject(inputs)
	if (locale === "zh") return __zh.correction_subject(inputs)
	if (locale === "fr") return __fr.correction_subject(inputs)
	if (locale === "ar") return __ar.correction_subject(inputs)
	return __en.correction_subject(inputs)
});
/**
* | output |
* | --- |
* | "A correction is needed" |
*
* @param {Correction_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const correction_title = /** @type {((inputs?: Correction_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.correction_title(inputs)
	if (locale === "de") return __de.correction_title(inputs)
	if (locale === "zh") return __zh.correction_title(inputs)
	if (locale === "fr") return __fr.correction_title(inputs)
	if (locale === "ar") return __ar.correction_title(inputs)
	return __en.correction_title(inputs)
});
/**
* | output |
* | --- |
* | "{label}: {value}" |
*
* @param {FactInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const fact = /** @type {((inputs: FactInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<FactInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.fact(inputs)
	if (locale === "de") return __de.fact(inputs)
	if (locale === "zh") return __zh.fact(inputs)
	if (locale === "fr") return __fr.fact(inputs)
	if (locale === "ar") return __ar.fact(inputs)
	return __en.fact(inputs)
});
/**
* | output |
* | --- |
* | "{agency}, a private agency that helps travellers apply for a Sri Lanka eVisa. Questions: {email} or {phone}." |
*
* @param {FooterInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const footer = /** @type {((inputs: FooterInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<FooterInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.footer(inputs)
	if (locale === "de") return __de.footer(inputs)
	if (locale === "zh") return __zh.footer(inputs)
	if (locale === "fr") return __fr.footer(inputs)
	if (locale === "ar") return __ar.footer(inputs)
	return __en.footer(inputs)
});
/**
* | output |
* | --- |
* | "Dear {name}," |
*
* @param {GreetingInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const greeting = /** @type {((inputs: GreetingInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<GreetingInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.greeting(inputs)
	if (locale === "de") return __de.greeting(inputs)
	if (locale === "zh") return __zh.greeting(inputs)
	if (locale === "fr") return __fr.greeting(inputs)
	if (locale === "ar") return __ar.greeting(inputs)
	return __en.greeting(inputs)
});
/**
* | output |
* | --- |
* | "We now check each application. Each traveller hears from us at the address given in their application if it needs a correction, and when it is approved (with..." |
*
* @param {Group_Receipt_NextInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const group_receipt_next = /** @type {((inputs?: Group_Receipt_NextInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Receipt_NextInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.group_receipt_next(inputs)
	if (locale === "de") return __de.group_receipt_next(inputs)
	if (locale === "zh") return __zh.group_receipt_next(inputs)
	if (locale === "fr") return __fr.group_receipt_next(inputs)
	if (locale === "ar") return __ar.group_receipt_next(inputs)
	return __en.group_receipt_next(inputs)
});
/**
* | output |
* | --- |
* | "Receipt for {count} applications" |
*
* @param {Group_Receipt_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const group_receipt_preview = /** @type {((inputs: Group_Receipt_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Receipt_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.group_receipt_preview(inputs)
	if (locale === "de") return __de.group_receipt_preview(inputs)
	if (locale === "zh") return __zh.group_receipt_preview(inputs)
	if (locale === "fr") return __fr.group_receipt_preview(inputs)
	if (locale === "ar") return __ar.group_receipt_preview(inputs)
	return __en.group_receipt_preview(inputs)
});
/**
* | output |
* | --- |
* | "We received your payment for the applications listed below ({count}). The receipt is attached as a PDF." |
*
* @param {Group_Receipt_ReceivedInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const group_receipt_received = /** @type {((inputs: Group_Receipt_ReceivedInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Receipt_ReceivedInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.group_receipt_received(inputs)
	if (locale === "de") return __de.group_receipt_received(inputs)
	if (locale === "zh") return __zh.group_receipt_received(inputs)
	if (locale === "fr") return __fr.group_receipt_received(inputs)
	if (locale === "ar") return __ar.group_receipt_received(inputs)
	return __en.group_receipt_received(inputs)
});
/**
* | output |
* | --- |
* | "Payment receipt for {count} applications: {numbers}" |
*
* @param {Group_Receipt_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const group_receipt_subject = /** @type {((inputs: Group_Receipt_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Receipt_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.group_receipt_subject(inputs)
	if (locale === "de") return __de.group_receipt_subject(inputs)
	if (locale === "zh") return __zh.group_receipt_subject(inputs)
	if (locale === "fr") return __fr.group_receipt_subject(inputs)
	if (locale === "ar") return __ar.group_receipt_subject(inputs)
	return __en.group_receipt_subject(inputs)
});
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Group_Receipt_TotalInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const group_receipt_total = /** @type {((inputs?: Group_Receipt_TotalInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Receipt_TotalInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.group_receipt_total(inputs)
	if (locale === "de") return __de.group_receipt_total(inputs)
	if (locale === "zh") return __zh.group_receipt_total(inputs)
	if (locale === "fr") return __fr.group_receipt_total(inputs)
	if (locale === "ar") return __ar.group_receipt_total(inputs)
	return __en.group_receipt_total(inputs)
});
/**
* | output |
* | --- |
* | "application {number}, {fee}" |
*
* @param {Group_Receipt_TravellerInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const group_receipt_traveller = /** @type {((inputs: Group_Receipt_TravellerInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Receipt_TravellerInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.group_receipt_traveller(inputs)
	if (locale === "de") return __de.group_receipt_traveller(inputs)
	if (locale === "zh") return __zh.group_receipt_traveller(inputs)
	if (locale === "fr") return __fr.group_receipt_traveller(inputs)
	if (locale === "ar") return __ar.group_receipt_traveller(inputs)
	return __en.group_receipt_traveller(inputs)
});
/**
* | output |
* | --- |
* | "If you lose it, our Lost eVisa page sends it again to this address." |
*
* @param {Lost_Evisa_HintInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const lost_evisa_hint = /** @type {((inputs?: Lost_Evisa_HintInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lost_Evisa_HintInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.lost_evisa_hint(inputs)
	if (locale === "de") return __de.lost_evisa_hint(inputs)
	if (locale === "zh") return __zh.lost_evisa_hint(inputs)
	if (locale === "fr") return __fr.lost_evisa_hint(inputs)
	if (locale === "ar") return __ar.lost_evisa_hint(inputs)
	return __en.lost_evisa_hint(inputs)
});
/**
* | output |
* | --- |
* | "{amount} {currency}" |
*
* @param {MoneyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const money = /** @type {((inputs: MoneyInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<MoneyInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.money(inputs)
	if (locale === "de") return __de.money(inputs)
	if (locale === "zh") return __zh.money(inputs)
	if (locale === "fr") return __fr.money(inputs)
	if (locale === "ar") return __ar.money(inputs)
	return __en.money(inputs)
});
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Receipt_AmountInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_amount = /** @type {((inputs?: Receipt_AmountInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_AmountInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.receipt_amount(inputs)
	if (locale === "de") return __de.receipt_amount(inputs)
	if (locale === "zh") return __zh.receipt_amount(inputs)
	if (locale === "fr") return __fr.receipt_amount(inputs)
	if (locale === "ar") return __ar.receipt_amount(inputs)
	return __en.receipt_amount(inputs)
});
/**
* | output |
* | --- |
* | "PayPal capture id" |
*
* @param {Receipt_Capture_IdInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_capture_id = /** @type {((inputs?: Receipt_Capture_IdInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Capture_IdInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.receipt_capture_id(inputs)
	if (locale === "de") return __de.receipt_capture_id(inputs)
	if (locale === "zh") return __zh.receipt_capture_id(inputs)
	if (locale === "fr") return __fr.receipt_capture_id(inputs)
	if (locale === "ar") return __ar.receipt_capture_id(inputs)
	return __en.receipt_capture_id(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Receipt_DateInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_date = /** @type {((inputs?: Receipt_DateInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_DateInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.receipt_date(inputs)
	if (locale === "de") return __de.receipt_date(inputs)
	if (locale === "zh") return __zh.receipt_date(inputs)
	if (locale === "fr") return __fr.receipt_date(inputs)
	if (locale === "ar") return __ar.receipt_date(inputs)
	return __en.receipt_date(inputs)
});
/**
* | output |
* | --- |
* | "We now check your application. We e-mail you again if it needs a correction from you, and when it is approved (with the eVisa attached) or rejected." |
*
* @param {Receipt_NextInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_next = /** @type {((inputs?: Receipt_NextInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_NextInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.receipt_next(inputs)
	if (locale === "de") return __de.receipt_next(inputs)
	if (locale === "zh") return __zh.receipt_next(inputs)
	if (locale === "fr") return __fr.receipt_next(inputs)
	if (locale === "ar") return __ar.receipt_next(inputs)
	return __en.receipt_next(inputs)
});
/**
* | output |
* | --- |
* | "Received from" |
*
* @param {Receipt_Pdf_Received_FromInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_pdf_received_from = /** @type {((inputs?: Receipt_Pdf_Received_FromInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Pdf_Received_FromInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.receipt_pdf_received_from(inputs)
	if (locale === "de") return __de.receipt_pdf_received_from(inputs)
	if (locale === "zh") return __zh.receipt_pdf_received_from(inputs)
	if (locale === "fr") return __fr.receipt_pdf_received_from(inputs)
	if (locale === "ar") return __ar.receipt_pdf_received_from(inputs)
	return __en.receipt_pdf_received_from(inputs)
});
/**
* | output |
* | --- |
* | "For the Sri Lanka eVisa (ETA) application service." |
*
* @param {Receipt_Pdf_ServiceInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_pdf_service = /** @type {((inputs?: Receipt_Pdf_ServiceInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Pdf_ServiceInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.receipt_pdf_service(inputs)
	if (locale === "de") return __de.receipt_pdf_service(inputs)
	if (locale === "zh") return __zh.receipt_pdf_service(inputs)
	if (locale === "fr") return __fr.receipt_pdf_service(inputs)
	if (locale === "ar") return __ar.receipt_pdf_service(inputs)
	return __en.receipt_pdf_service(inputs)
});
/**
* | output |
* | --- |
* | "Receipt for application {number}" |
*
* @param {Receipt_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_preview = /** @type {((inputs: Receipt_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.receipt_preview(inputs)
	if (locale === "de") return __de.receipt_preview(inputs)
	if (locale === "zh") return __zh.receipt_preview(inputs)
	if (locale === "fr") return __fr.receipt_preview(inputs)
	if (locale === "ar") return __ar.receipt_preview(inputs)
	return __en.receipt_preview(inputs)
});
/**
* | output |
* | --- |
* | "We received your payment. The receipt is attached as a PDF." |
*
* @param {Receipt_ReceivedInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_received = /** @type {((inputs?: Receipt_ReceivedInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ReceivedInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.receipt_received(inputs)
	if (locale === "de") return __de.receipt_received(inputs)
	if (locale === "zh") return __zh.receipt_received(inputs)
	if (locale === "fr") return __fr.receipt_received(inputs)
	if (locale === "ar") return __ar.receipt_received(inputs)
	return __en.receipt_received(inputs)
});
/**
* | output |
* | --- |
* | "Payment receipt for application {number}" |
*
* @param {Receipt_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_subject = /** @type {((inputs: Receipt_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.receipt_subject(inputs)
	if (locale === "de") return __de.receipt_subject(inputs)
	if (locale === "zh") return __zh.receipt_subject(inputs)
	if (locale === "fr") return __fr.receipt_subject(inputs)
	if (locale === "ar") return __ar.receipt_subject(inputs)
	return __en.receipt_subject(inputs)
});
/**
* | output |
* | --- |
* | "Payment receipt" |
*
* @param {Receipt_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_title = /** @type {((inputs?: Receipt_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.receipt_title(inputs)
	if (locale === "de") return __de.receipt_title(inputs)
	if (locale === "zh") return __zh.receipt_title(inputs)
	if (locale === "fr") return __fr.receipt_title(inputs)
	if (locale === "ar") return __ar.receipt_title(inputs)
	return __en.receipt_title(inputs)
});
/**
* | output |
* | --- |
* | "Check and pay" |
*
* @param {Received_ButtonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_button = /** @type {((inputs?: Received_ButtonInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_ButtonInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.received_button(inputs)
	if (locale === "de") return __de.received_button(inputs)
	if (locale === "zh") return __zh.received_button(inputs)
	if (locale === "fr") return __fr.received_button(inputs)
	if (locale === "ar") return __ar.received_button(inputs)
	return __en.received_button(inputs)
});
/**
* | output |
* | --- |
* | "How to pay: the fee is {fee}, paid online with PayPal or a card. Open your application, check it, and choose Pay. Pay at least 4 days before you travel. We c..." |
*
* @param {Received_How_To_PayInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_how_to_pay = /** @type {((inputs: Received_How_To_PayInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_How_To_PayInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.received_how_to_pay(inputs)
	if (locale === "de") return __de.received_how_to_pay(inputs)
	if (locale === "zh") return __zh.received_how_to_pay(inputs)
	if (locale === "fr") return __fr.received_how_to_pay(inputs)
	if (locale === "ar") return __ar.received_how_to_pay(inputs)
	return __en.received_how_to_pay(inputs)
});
/**
* | output |
* | --- |
* | "On a device you did not apply from, the page asks your passport number and date of birth first." |
*
* @param {Received_Other_DeviceInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_other_device = /** @type {((inputs?: Received_Other_DeviceInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_Other_DeviceInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.received_other_device(inputs)
	if (locale === "de") return __de.received_other_device(inputs)
	if (locale === "zh") return __zh.received_other_device(inputs)
	if (locale === "fr") return __fr.received_other_device(inputs)
	if (locale === "ar") return __ar.received_other_device(inputs)
	return __en.received_other_device(inputs)
});
/**
* | output |
* | --- |
* | "Application {number} received" |
*
* @param {Received_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_preview = /** @type {((inputs: Received_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.received_preview(inputs)
	if (locale === "de") return __de.received_preview(inputs)
	if (locale === "zh") return __zh.received_preview(inputs)
	if (locale === "fr") return __fr.received_preview(inputs)
	if (locale === "ar") return __ar.received_preview(inputs)
	return __en.received_preview(inputs)
});
/**
* | output |
* | --- |
* | "Thank you. Your Sri Lanka eVisa application is saved. Keep its number:" |
*
* @param {Received_SavedInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_saved = /** @type {((inputs?: Received_SavedInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_SavedInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.received_saved(inputs)
	if (locale === "de") return __de.received_saved(inputs)
	if (locale === "zh") return __zh.received_saved(inputs)
	if (locale === "fr") return __fr.received_saved(inputs)
	if (locale === "ar") return __ar.received_saved(inputs)
	return __en.received_saved(inputs)
});
/**
* | output |
* | --- |
* | "Application {number} received: how to pay" |
*
* @param {Received_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_subject = /** @type {((inputs: Received_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.received_subject(inputs)
	if (locale === "de") return __de.received_subject(inputs)
	if (locale === "zh") return __zh.received_subject(inputs)
	if (locale === "fr") return __fr.received_subject(inputs)
	if (locale === "ar") return __ar.received_subject(inputs)
	return __en.received_subject(inputs)
});
/**
* | output |
* | --- |
* | "We received your application" |
*
* @param {Received_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_title = /** @type {((inputs?: Received_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.received_title(inputs)
	if (locale === "de") return __de.received_title(inputs)
	if (locale === "zh") return __zh.received_title(inputs)
	if (locale === "fr") return __fr.received_title(inputs)
	if (locale === "ar") return __ar.received_title(inputs)
	return __en.received_title(inputs)
});
/**
* | output |
* | --- |
* | "No reason was given." |
*
* @param {Rejected_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_no_reason = /** @type {((inputs?: Rejected_No_ReasonInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_No_ReasonInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.rejected_no_reason(inputs)
	if (locale === "de") return __de.rejected_no_reason(inputs)
	if (locale === "zh") return __zh.rejected_no_reason(inputs)
	if (locale === "fr") return __fr.rejected_no_reason(inputs)
	if (locale === "ar") return __ar.rejected_no_reason(inputs)
	return __en.rejected_no_reason(inputs)
});
/**
* | output |
* | --- |
* | "Application {number} was not approved" |
*
* @param {Rejected_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_preview = /** @type {((inputs: Rejected_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.rejected_preview(inputs)
	if (locale === "de") return __de.rejected_preview(inputs)
	if (locale === "zh") return __zh.rejected_preview(inputs)
	if (locale === "fr") return __fr.rejected_preview(inputs)
	if (locale === "ar") return __ar.rejected_preview(inputs)
	return __en.rejected_preview(inputs)
});
/**
* | output |
* | --- |
* | "Reply to this e-mail or contact us if you have questions; our refund policy is on the website." |
*
* @param {Rejected_QuestionsInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_questions = /** @type {((inputs?: Rejected_QuestionsInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_QuestionsInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.rejected_questions(inputs)
	if (locale === "de") return __de.rejected_questions(inputs)
	if (locale === "zh") return __zh.rejected_questions(inputs)
	if (locale === "fr") return __fr.rejected_questions(inputs)
	if (locale === "ar") return __ar.rejected_questions(inputs)
	return __en.rejected_questions(inputs)
});
/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Rejected_ReasonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_reason = /** @type {((inputs: Rejected_ReasonInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_ReasonInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.rejected_reason(inputs)
	if (locale === "de") return __de.rejected_reason(inputs)
	if (locale === "zh") return __zh.rejected_reason(inputs)
	if (locale === "fr") return __fr.rejected_reason(inputs)
	if (locale === "ar") return __ar.rejected_reason(inputs)
	return __en.rejected_reason(inputs)
});
/**
* | output |
* | --- |
* | "We are sorry: your eVisa application was not approved." |
*
* @param {Rejected_SorryInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_sorry = /** @type {((inputs?: Rejected_SorryInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_SorryInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.rejected_sorry(inputs)
	if (locale === "de") return __de.rejected_sorry(inputs)
	if (locale === "zh") return __zh.rejected_sorry(inputs)
	if (locale === "fr") return __fr.rejected_sorry(inputs)
	if (locale === "ar") return __ar.rejected_sorry(inputs)
	return __en.rejected_sorry(inputs)
});
/**
* | output |
* | --- |
* | "Application {number} was not approved" |
*
* @param {Rejected_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_subject = /** @type {((inputs: Rejected_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.rejected_subject(inputs)
	if (locale === "de") return __de.rejected_subject(inputs)
	if (locale === "zh") return __zh.rejected_subject(inputs)
	if (locale === "fr") return __fr.rejected_subject(inputs)
	if (locale === "ar") return __ar.rejected_subject(inputs)
	return __en.rejected_subject(inputs)
});
/**
* | output |
* | --- |
* | "Your application was not approved" |
*
* @param {Rejected_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_title = /** @type {((inputs?: Rejected_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.rejected_title(inputs)
	if (locale === "de") return __de.rejected_title(inputs)
	if (locale === "zh") return __zh.rejected_title(inputs)
	if (locale === "fr") return __fr.rejected_title(inputs)
	if (locale === "ar") return __ar.rejected_title(inputs)
	return __en.rejected_title(inputs)
});
/**
* | output |
* | --- |
* | "The eVisa we sent you earlier had a mistake. The corrected eVisa is attached to this e-mail as a PDF: use this one, and delete or throw away the earlier one." |
*
* @param {Replaced_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const replaced_body = /** @type {((inputs?: Replaced_BodyInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_BodyInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.replaced_body(inputs)
	if (locale === "de") return __de.replaced_body(inputs)
	if (locale === "zh") return __zh.replaced_body(inputs)
	if (locale === "fr") return __fr.replaced_body(inputs)
	if (locale === "ar") return __ar.replaced_body(inputs)
	return __en.replaced_body(inputs)
});
/**
* | output |
* | --- |
* | "Your corrected eVisa for application {number}" |
*
* @param {Replaced_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const replaced_preview = /** @type {((inputs: Replaced_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.replaced_preview(inputs)
	if (locale === "de") return __de.replaced_preview(inputs)
	if (locale === "zh") return __zh.replaced_preview(inputs)
	if (locale === "fr") return __fr.replaced_preview(inputs)
	if (locale === "ar") return __ar.replaced_preview(inputs)
	return __en.replaced_preview(inputs)
});
/**
* | output |
* | --- |
* | "Your corrected eVisa: application {number}" |
*
* @param {Replaced_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const replaced_subject = /** @type {((inputs: Replaced_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.replaced_subject(inputs)
	if (locale === "de") return __de.replaced_subject(inputs)
	if (locale === "zh") return __zh.replaced_subject(inputs)
	if (locale === "fr") return __fr.replaced_subject(inputs)
	if (locale === "ar") return __ar.replaced_subject(inputs)
	return __en.replaced_subject(inputs)
});
/**
* | output |
* | --- |
* | "Your corrected eVisa" |
*
* @param {Replaced_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const replaced_title = /** @type {((inputs?: Replaced_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Replaced_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.replaced_title(inputs)
	if (locale === "de") return __de.replaced_title(inputs)
	if (locale === "zh") return __zh.replaced_title(inputs)
	if (locale === "fr") return __fr.replaced_title(inputs)
	if (locale === "ar") return __ar.replaced_title(inputs)
	return __en.replaced_title(inputs)
});
/**
* | output |
* | --- |
* | "Someone (we hope you) asked to start a new application with the details of an earlier one. This link opens a new application filled with your personal, passp..." |
*
* @param {Reuse_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const reuse_body = /** @type {((inputs: Reuse_BodyInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_BodyInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.reuse_body(inputs)
	if (locale === "de") return __de.reuse_body(inputs)
	if (locale === "zh") return __zh.reuse_body(inputs)
	if (locale === "fr") return __fr.reuse_body(inputs)
	if (locale === "ar") return __ar.reuse_body(inputs)
	return __en.reuse_body(inputs)
});
/**
* | output |
* | --- |
* | "Start a new application" |
*
* @param {Reuse_ButtonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const reuse_button = /** @type {((inputs?: Reuse_ButtonInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_ButtonInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.reuse_button(inputs)
	if (locale === "de") return __de.reuse_button(inputs)
	if (locale === "zh") return __zh.reuse_button(inputs)
	if (locale === "fr") return __fr.reuse_button(inputs)
	if (locale === "ar") return __ar.reuse_button(inputs)
	return __en.reuse_button(inputs)
});
/**
* | output |
* | --- |
* | "If you did not ask for this, ignore this e-mail: nothing has been shared." |
*
* @param {Reuse_IgnoreInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const reuse_ignore = /** @type {((inputs?: Reuse_IgnoreInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_IgnoreInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.reuse_ignore(inputs)
	if (locale === "de") return __de.reuse_ignore(inputs)
	if (locale === "zh") return __zh.reuse_ignore(inputs)
	if (locale === "fr") return __fr.reuse_ignore(inputs)
	if (locale === "ar") return __ar.reuse_ignore(inputs)
	return __en.reuse_ignore(inputs)
});
/**
* | output |
* | --- |
* | "Apply again with your details" |
*
* @param {Reuse_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const reuse_preview = /** @type {((inputs?: Reuse_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.reuse_preview(inputs)
	if (locale === "de") return __de.reuse_preview(inputs)
	if (locale === "zh") return __zh.reuse_preview(inputs)
	if (locale === "fr") return __fr.reuse_preview(inputs)
	if (locale === "ar") return __ar.reuse_preview(inputs)
	return __en.reuse_preview(inputs)
});
/**
* | output |
* | --- |
* | "Your link to apply again with your details" |
*
* @param {Reuse_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const reuse_subject = /** @type {((inputs?: Reuse_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.reuse_subject(inputs)
	if (locale === "de") return __de.reuse_subject(inputs)
	if (locale === "zh") return __zh.reuse_subject(inputs)
	if (locale === "fr") return __fr.reuse_subject(inputs)
	if (locale === "ar") return __ar.reuse_subject(inputs)
	return __en.reuse_subject(inputs)
});
/**
* | output |
* | --- |
* | "Apply again with your details" |
*
* @param {Reuse_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const reuse_title = /** @type {((inputs?: Reuse_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return __ru.reuse_title(inputs)
	if (locale === "de") return __de.reuse_title(inputs)
	if (locale === "zh") return __zh.reuse_title(inputs)
	if (locale === "fr") return __fr.reuse_title(inputs)
	if (locale === "ar") return __ar.reuse_title(inputs)
	return __en.reuse_title(inputs)
});