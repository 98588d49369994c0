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


export const application_number = /** @type {(inputs: Application_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application number`)
};

export const approved_body = /** @type {(inputs: Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good news: your Sri Lanka eVisa is approved. It is attached to this e-mail as a PDF. Print it or keep it on your phone, and show it with your passport when you arrive.`)
};

export const approved_preview = /** @type {(inputs: Approved_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your eVisa for application ${i?.number}`)
};

export const approved_subject = /** @type {(inputs: Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your eVisa: application ${i?.number} is approved`)
};

export const approved_title = /** @type {(inputs: Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your eVisa is approved`)
};

export const contact_ack_body = /** @type {(inputs: Contact_Ack_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for contacting us. We received a message sent with this e-mail address through the contact form on our website, and we will answer it from our own address soon.`)
};

export const contact_ack_ignore = /** @type {(inputs: Contact_Ack_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not write to us, you can ignore this e-mail.`)
};

export const contact_ack_subject = /** @type {(inputs: Contact_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your message`)
};

export const contact_ack_title = /** @type {(inputs: Contact_Ack_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your message`)
};

export const correction_button = /** @type {(inputs: Correction_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct your application`)
};

export const correction_intro = /** @type {(inputs: Correction_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We checked your application and something needs to be corrected before we can go on:`)
};

export const correction_no_reason = /** @type {(inputs: Correction_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your application.`)
};

export const correction_preview = /** @type {(inputs: Correction_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.number} needs a correction`)
};

export const correction_subject = /** @type {(inputs: Correction_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.number}: a correction is needed`)
};

export const correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A correction is needed`)
};

export const fact = /** @type {(inputs: FactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

export const footer = /** @type {(inputs: FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.agency}, a private agency that helps travellers apply for a Sri Lanka eVisa. Questions: ${i?.email} or ${i?.phone}.`)
};

export const greeting = /** @type {(inputs: GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dear ${i?.name},`)
};

export const group_receipt_next = /** @type {(inputs: Group_Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We now check each application. Each traveller hears from us at the address given in their application if it needs a correction, and when it is approved (with the eVisa attached) or rejected.`)
};

export const group_receipt_preview = /** @type {(inputs: Group_Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt for ${i?.count} applications`)
};

export const group_receipt_received = /** @type {(inputs: Group_Receipt_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received your payment for the applications listed below (${i?.count}). The receipt is attached as a PDF.`)
};

export const group_receipt_subject = /** @type {(inputs: Group_Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment receipt for ${i?.count} applications: ${i?.numbers}`)
};

export const group_receipt_total = /** @type {(inputs: Group_Receipt_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const group_receipt_traveller = /** @type {(inputs: Group_Receipt_TravellerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`application ${i?.number}, ${i?.fee}`)
};

export const lost_evisa_hint = /** @type {(inputs: Lost_Evisa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you lose it, our Lost eVisa page sends it again to this address.`)
};

export const money = /** @type {(inputs: MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency}`)
};

export const receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const receipt_capture_id = /** @type {(inputs: Receipt_Capture_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayPal capture id`)
};

export const receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const receipt_next = /** @type {(inputs: Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We now check your application. We e-mail you again if it needs a correction from you, and when it is approved (with the eVisa attached) or rejected.`)
};

export const receipt_pdf_received_from = /** @type {(inputs: Receipt_Pdf_Received_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received from`)
};

export const receipt_pdf_service = /** @type {(inputs: Receipt_Pdf_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the Sri Lanka eVisa (ETA) application service.`)
};

export const receipt_preview = /** @type {(inputs: Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Receipt for application ${i?.number}`)
};

export const receipt_received = /** @type {(inputs: Receipt_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your payment. The receipt is attached as a PDF.`)
};

export const receipt_subject = /** @type {(inputs: Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment receipt for application ${i?.number}`)
};

export const receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment receipt`)
};

export const received_button = /** @type {(inputs: Received_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check and pay`)
};

export const received_how_to_pay = /** @type {(inputs: Received_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How to pay: the fee is ${i?.fee}, paid online with PayPal or a card. Open your application, check it, and choose Pay. Pay at least 4 days before you travel. We check your application once it is paid and send the eVisa to this address.`)
};

export const received_other_device = /** @type {(inputs: Received_Other_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On a device you did not apply from, the page asks your passport number and date of birth first.`)
};

export const received_preview = /** @type {(inputs: Received_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.number} received`)
};

export const received_saved = /** @type {(inputs: Received_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. Your Sri Lanka eVisa application is saved. Keep its number:`)
};

export const received_subject = /** @type {(inputs: Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.number} received: how to pay`)
};

export const received_title = /** @type {(inputs: Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your application`)
};

export const rejected_no_reason = /** @type {(inputs: Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reason was given.`)
};

export const rejected_preview = /** @type {(inputs: Rejected_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.number} was not approved`)
};

export const rejected_questions = /** @type {(inputs: Rejected_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply to this e-mail or contact us if you have questions; our refund policy is on the website.`)
};

export const rejected_reason = /** @type {(inputs: Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

export const rejected_sorry = /** @type {(inputs: Rejected_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are sorry: your eVisa application was not approved.`)
};

export const rejected_subject = /** @type {(inputs: Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.number} was not approved`)
};

export const rejected_title = /** @type {(inputs: Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application was not approved`)
};

export const replaced_body = /** @type {(inputs: Replaced_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The eVisa we sent you earlier had a mistake. The corrected eVisa is attached to this e-mail as a PDF: use this one, and delete or throw away the earlier one.`)
};

export const replaced_preview = /** @type {(inputs: Replaced_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your corrected eVisa for application ${i?.number}`)
};

export const replaced_subject = /** @type {(inputs: Replaced_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your corrected eVisa: application ${i?.number}`)
};

export const replaced_title = /** @type {(inputs: Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your corrected eVisa`)
};

export const reuse_body = /** @type {(inputs: Reuse_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone (we hope you) asked to start a new application with the details of an earlier one. This link opens a new application filled with your personal, passport and contact details. It works once, until ${i?.expiresAt}.`)
};

export const reuse_button = /** @type {(inputs: Reuse_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a new application`)
};

export const reuse_ignore = /** @type {(inputs: Reuse_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, ignore this e-mail: nothing has been shared.`)
};

export const reuse_preview = /** @type {(inputs: Reuse_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply again with your details`)
};

export const reuse_subject = /** @type {(inputs: Reuse_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your link to apply again with your details`)
};

export const reuse_title = /** @type {(inputs: Reuse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply again with your details`)
};