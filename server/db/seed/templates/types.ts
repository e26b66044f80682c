/** Shapes of the bilingual content templates the library generator combines. */
export interface Bi {
  en: string;
  id: string;
}

export interface SubtopicTemplate {
  title: Bi;
  /** Noun phrase the obligation templates are built around, e.g. "hazardous waste storage". */
  object: Bi;
}

export interface TopicTemplate {
  title: Bi;
  subtopics: SubtopicTemplate[];
}

export interface SectorTemplate {
  code: string;
  name: Bi;
  description: Bi;
  /** Supervising authority, e.g. the Ministry of Environment and Forestry. */
  authority: Bi;
  /** The minister, for ministerial regulation titles ("Regulation of the Minister of ..."). */
  minister: Bi;
  /** Sector permit; the Indonesian form follows the word "izin" ("izin lingkungan"). */
  permit: Bi;
  topics: TopicTemplate[];
  /** Regulation subjects ("... on {subject}" / "... tentang {subject}"). */
  subjects: Bi[];
}
