/** The customer's home, About Me and Tools (issue #24): the spec's widget labels word for word, the rest ours. */
const customerHome = {
  title: 'Home',
  welcome: 'Welcome, {{name}}',
  shortcuts: 'Shortcuts',
  tiles: { outcomes: 'Outcomes', catalog: 'Catalog', profile: 'My Profile' },
  profile: 'Profile',
  impactAnswered: 'Impact Questions Answered',
  lastUpdated: 'Last Updated',
  location: 'Location',
  completion: 'Profile completion',
  noLocation: 'Not set',
  noAnswers: 'You have not answered any impact questions yet.',
  answerQuestions: 'Answer questions',
  changePicture: 'Change picture',
  avatarSaved: 'Your picture has been updated.',
  tools: 'Tools',
  toolsEngaged: 'Tools Engaged With (last month)',
  toolsUpdated: 'Tools Updated %',
  featuredTool: 'Featured Tool',
  noToolUse: 'You have not used any tools in the last month. Try one below.',
  openTool: 'Open tool',
  openToolLabel: 'Open tool: {{name}}',
  allTools: 'All tools',
  previous: 'Previous',
  next: 'Next',
  resources: 'Resources',
  noResources: 'No videos or articles yet.',
  minutes: '{{count}} min',
  slideOf: 'Slide {{n}} of {{total}}',
  types: { video: 'Video', article_section_link: 'Article' },
  aboutMe: 'About Me',
  aboutMeIntro:
    'These questions help your case manager understand where you are and what would help. Answer as many as you like; you can change an answer at any time.',
  save: 'Save answers',
  saved: 'Your answers have been saved.',
  loadQuestions: 'your questions',
  toolsTitle: 'Tools',
  toolsIntro: 'Everything this portal can help you with, in one place.',
  loadTools: 'the tools',
  lastUsed: 'Last used: {{date}}',
  neverUsed: 'Not used yet',
  featured: 'Featured',
};
export default customerHome;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'customer-home': typeof customerHome;
  }
}
