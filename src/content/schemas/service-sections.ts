/**
 * The typed sections a service page is built from, in the order the Markdown file lists them. Each type is a folder
 * of src/components/service/sections/ (its schema, its component, what the browser test expects of it), listed in
 * that folder's registry: schemas.ts here, components.ts for the page.
 */
export { actionSchema } from '../../components/service/sections/fields';
export {
  serviceSectionSchema,
  sectionSchemas,
  sectionTypes,
  type SectionTypeName,
} from '../../components/service/sections/schemas';
