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
	return /** @type {LocalizedString} */ (`Numéro de demande`)
};

export const approved_body = /** @type {(inputs: Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonne nouvelle : votre eVisa pour le Sri Lanka est approuvé. Il est joint à cet e-mail au format PDF. Imprimez-le ou conservez-le sur votre téléphone, et présentez-le avec votre passeport à votre arrivée.`)
};

export const approved_preview = /** @type {(inputs: Approved_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre eVisa pour la demande ${i?.number}`)
};

export const approved_subject = /** @type {(inputs: Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre eVisa : la demande ${i?.number} est approuvée`)
};

export const approved_title = /** @type {(inputs: Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre eVisa est approuvé`)
};

export const contact_ack_body = /** @type {(inputs: Contact_Ack_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de nous avoir contactés. Nous avons reçu un message envoyé avec cette adresse e-mail au moyen du formulaire de contact de notre site, et nous y répondrons prochainement depuis notre propre adresse.`)
};

export const contact_ack_ignore = /** @type {(inputs: Contact_Ack_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.`)
};

export const contact_ack_subject = /** @type {(inputs: Contact_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons reçu votre message`)
};

export const contact_ack_title = /** @type {(inputs: Contact_Ack_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons reçu votre message`)
};

export const correction_button = /** @type {(inputs: Correction_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corriger votre demande`)
};

export const correction_intro = /** @type {(inputs: Correction_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons vérifié votre demande et un élément doit être corrigé avant que nous puissions poursuivre :`)
};

export const correction_no_reason = /** @type {(inputs: Correction_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier votre demande.`)
};

export const correction_preview = /** @type {(inputs: Correction_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La demande ${i?.number} doit être corrigée`)
};

export const correction_subject = /** @type {(inputs: Correction_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande ${i?.number} : une correction est nécessaire`)
};

export const correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une correction est nécessaire`)
};

export const fact = /** @type {(inputs: FactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : ${i?.value}`)
};

export const footer = /** @type {(inputs: FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.agency} est une agence privée qui aide les voyageurs à demander un eVisa pour le Sri Lanka. Questions : ${i?.email} ou ${i?.phone}.`)
};

export const greeting = /** @type {(inputs: GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name},`)
};

export const group_receipt_next = /** @type {(inputs: Group_Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vérifions maintenant chaque demande. Chaque voyageur recevra un message à l’adresse indiquée dans sa demande si une correction est nécessaire, puis lorsque sa demande sera approuvée (avec l’eVisa en pièce jointe) ou refusée.`)
};

export const group_receipt_preview = /** @type {(inputs: Group_Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu pour ${i?.count} demandes`)
};

export const group_receipt_received = /** @type {(inputs: Group_Receipt_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons bien reçu votre paiement pour les demandes ci-dessous (${i?.count}). Le reçu est joint au format PDF.`)
};

export const group_receipt_subject = /** @type {(inputs: Group_Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu de paiement pour ${i?.count} demandes : ${i?.numbers}`)
};

export const group_receipt_total = /** @type {(inputs: Group_Receipt_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const group_receipt_traveller = /** @type {(inputs: Group_Receipt_TravellerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`demande ${i?.number}, ${i?.fee}`)
};

export const lost_evisa_hint = /** @type {(inputs: Lost_Evisa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous le perdez, notre page « eVisa perdu » vous le renvoie à cette adresse.`)
};

export const money = /** @type {(inputs: MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency}`)
};

export const receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant`)
};

export const receipt_capture_id = /** @type {(inputs: Receipt_Capture_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant de transaction PayPal`)
};

export const receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const receipt_next = /** @type {(inputs: Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vérifions maintenant votre demande. Nous vous écrirons de nouveau si une correction de votre part est nécessaire, puis lorsqu’elle sera approuvée (avec l’eVisa en pièce jointe) ou refusée.`)
};

export const receipt_pdf_received_from = /** @type {(inputs: Receipt_Pdf_Received_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçu de`)
};

export const receipt_pdf_service = /** @type {(inputs: Receipt_Pdf_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour le service de demande d’eVisa (ETA) pour le Sri Lanka.`)
};

export const receipt_preview = /** @type {(inputs: Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu pour la demande ${i?.number}`)
};

export const receipt_received = /** @type {(inputs: Receipt_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons bien reçu votre paiement. Le reçu est joint au format PDF.`)
};

export const receipt_subject = /** @type {(inputs: Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu de paiement pour la demande ${i?.number}`)
};

export const receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçu de paiement`)
};

export const received_button = /** @type {(inputs: Received_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier et payer`)
};

export const received_how_to_pay = /** @type {(inputs: Received_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comment payer : les frais s’élèvent à ${i?.fee}, à régler en ligne par PayPal ou par carte bancaire. Ouvrez votre demande, vérifiez-la et choisissez « Payer ». Payez au moins 4 jours avant votre voyage. Nous vérifions votre demande dès qu’elle est payée et envoyons l’eVisa à cette adresse.`)
};

export const received_other_device = /** @type {(inputs: Received_Other_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur un appareil autre que celui utilisé pour la demande, la page vous demande d’abord votre numéro de passeport et votre date de naissance.`)
};

export const received_preview = /** @type {(inputs: Received_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande ${i?.number} reçue`)
};

export const received_saved = /** @type {(inputs: Received_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Votre demande d’eVisa pour le Sri Lanka est enregistrée. Conservez son numéro :`)
};

export const received_subject = /** @type {(inputs: Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande ${i?.number} reçue : comment payer`)
};

export const received_title = /** @type {(inputs: Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons reçu votre demande`)
};

export const rejected_no_reason = /** @type {(inputs: Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun motif n’a été indiqué.`)
};

export const rejected_preview = /** @type {(inputs: Rejected_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La demande ${i?.number} n’a pas été approuvée`)
};

export const rejected_questions = /** @type {(inputs: Rejected_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour toute question, répondez à cet e-mail ou contactez-nous ; notre politique de remboursement figure sur le site.`)
};

export const rejected_reason = /** @type {(inputs: Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif : ${i?.reason}`)
};

export const rejected_sorry = /** @type {(inputs: Rejected_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes au regret de vous informer que votre demande d’eVisa n’a pas été approuvée.`)
};

export const rejected_subject = /** @type {(inputs: Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La demande ${i?.number} n’a pas été approuvée`)
};

export const rejected_title = /** @type {(inputs: Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande n’a pas été approuvée`)
};

export const replaced_body = /** @type {(inputs: Replaced_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’eVisa que nous vous avons envoyé précédemment comportait une erreur. L’eVisa corrigé est joint à cet e-mail au format PDF : utilisez celui-ci, et supprimez ou détruisez le précédent.`)
};

export const replaced_preview = /** @type {(inputs: Replaced_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre eVisa corrigé pour la demande ${i?.number}`)
};

export const replaced_subject = /** @type {(inputs: Replaced_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre eVisa corrigé : demande ${i?.number}`)
};

export const replaced_title = /** @type {(inputs: Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre eVisa corrigé`)
};

export const reuse_body = /** @type {(inputs: Reuse_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un (vous, nous l’espérons) a demandé à commencer une nouvelle demande avec les informations d’une demande précédente. Ce lien ouvre une nouvelle demande préremplie avec vos informations personnelles, de passeport et de contact. Il ne fonctionne qu’une fois, jusqu’au ${i?.expiresAt}.`)
};

export const reuse_button = /** @type {(inputs: Reuse_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer une nouvelle demande`)
};

export const reuse_ignore = /** @type {(inputs: Reuse_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : aucune information n’a été communiquée.`)
};

export const reuse_preview = /** @type {(inputs: Reuse_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle demande avec vos informations`)
};

export const reuse_subject = /** @type {(inputs: Reuse_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre lien pour faire une nouvelle demande avec vos informations`)
};

export const reuse_title = /** @type {(inputs: Reuse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle demande avec vos informations`)
};