/**
 * The one list of stand-in values: sample details the site was built with, to be replaced before launch. The content
 * check warns about each one still in a content file, whatever the file's layout or comments (the browser editor
 * keeps no comments). Addresses at test domains (.example, example.com…) and social links to a network's home page
 * are recognised by their form and need no entry here. When a value here turns out to be the real one (the firm keeps
 * the name, counsel approves a draft), delete its line.
 */
export const STAND_IN_VALUES: ReadonlyMap<string, string> = new Map([
  ['Aravali Capital Advisory', 'the sample firm name'],
  ['أرافالي كابيتال', 'the sample firm name, as Arabic text writes it'],
  ['+91 124 400 0000', 'the sample phone number'],
  ['+911244000000', 'the sample phone number'],
  ['Vikram Malhotra', 'a sample person: replace the profile, and add a photo'],
  ['Ananya Rao', 'a sample person: replace the profile, and add a photo'],
  ['فيكرام مالهوترا', 'a sample person, as Arabic text writes the name: replace the profile with the English one'],
  ['أنانيا راو', 'a sample person, as Arabic text writes the name: replace the profile with the English one'],
  [
    'Privacy Notice',
    'a draft awaiting the approval of the firm’s counsel, who should also confirm which data protection laws apply to a request',
  ],
  [
    'Terms & Disclaimer',
    'a draft awaiting the approval of the firm’s counsel, who should also confirm which services need a licence or registration where',
  ],
  [
    'إشعار الخصوصية',
    'the Arabic privacy notice: a draft awaiting the approval of the firm’s counsel, as the English one',
  ],
  [
    'الشروط وإخلاء المسؤولية',
    'the Arabic terms and disclaimer: a draft awaiting the approval of the firm’s counsel, as the English one',
  ],
]);

/**
 * Languages whose text is a draft not yet approved by the firm: the content check warns once per language until its
 * line here is deleted (a native-speaking reviewer has read every file of that language and the firm approves it).
 */
export const DRAFT_TRANSLATIONS: Readonly<Partial<Record<string, string>>> = {
  ar: 'written by the developers; to be reviewed by a native-speaking reviewer before launch',
};
