// The content check's rules, in the one order they run (each reads what the rules before it found, and names the
// rules it must follow: checkRuleOrder refuses any other order). The check grows by adding a rule module here, never
// by lengthening one function.
import type { ContentRule } from '../site';
import { addresses } from './addresses';
import { controlCharacters } from './control-characters';
import { draftTranslations } from './draft-translations';
import { facts } from './facts';
import { fileSize } from './file-size';
import { foldedItems } from './folded-items';
import { glossary } from './glossary';
import { links } from './links';
import { markdownOnly } from './markdown-only';
import { offices } from './offices';
import { order } from './order';
import { pageTitles } from './page-titles';
import { pageAddresses } from './page-addresses';
import { pages } from './pages';
import { publicFiles } from './public-files';
import { professionalClients } from './professional-clients';
import { readable } from './readable';
import { references } from './references';
import { regulatoryDuties } from './regulatory-duties';
import { requiredFiles } from './required-files';
import { schedule } from './schedule';
import { schemas } from './schemas';
import { standIns } from './stand-ins';
import { svgFiles } from './svg';
import { team } from './team';
import { transactions } from './transactions';
import { translations } from './translations';
import { unusedFiles } from './unused-files';
import { yamlAnchors } from './yaml-anchors';
import { yamlSyntax } from './yaml-syntax';

/**
 * First which files there are (required files, translations, addresses and the pages they would take: a file out of
 * the site is read no further); then each file alone: its size before anything reads it, read once, no invisible control
 * character in it, its YAML syntax, anchors and aliases before anything resolves its fields, the facts a translation
 * must leave to its holder (and takes from it), its schema (which makes it an entry), then what is written
 * in its fields and its Markdown text (the glossary reads its language's glossary entry, made by the schemas); then
 * the rules across files, on the entries in their order (an article scheduled for later, the names of other files an
 * entry gives, a person's career years and regulated roles, each regulator's duties of the offices it registers, the
 * Professional-Clients notice of a service's office, a transaction's service, region, dates and named parties); then the pages the content makes and the links to them, which need every entry; last the SVG files
 * under src/ and public/, which no collection holds, and the types of file public/ holds.
 */
export const rules: readonly ContentRule[] = [
  requiredFiles,
  translations,
  addresses,
  pageAddresses,
  fileSize,
  readable,
  controlCharacters,
  yamlSyntax,
  yamlAnchors,
  facts,
  schemas,
  schedule,
  references,
  foldedItems,
  standIns,
  markdownOnly,
  glossary,
  order,
  offices,
  team,
  regulatoryDuties,
  professionalClients,
  transactions,
  pageTitles,
  unusedFiles,
  draftTranslations,
  pages,
  links,
  svgFiles,
  publicFiles,
];
