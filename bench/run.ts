// npm run bench: every figure the issues ask for, each against a baseline measured in the same run.
import { benchCustomerRecord } from './customer-record.ts';
import { benchCustomerSearch } from './customer-search.ts';
import { benchFormValidation } from './form-validation.ts';
import { benchImport } from './import.ts';
import { benchJobExperiences } from './job-experiences.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLoginBundle } from './login-bundle.ts';
import { benchProgramSearch } from './program-search.ts';
import { benchOccupationSearch } from './occupation-search.ts';
import { benchStartup } from './startup.ts';

const only = process.argv[2];
if (!only || only === 'bundle') benchLoginBundle();
if (!only || only === 'startup') await benchStartup();
if (!only || only === 'experiences') await benchJobExperiences();
if (!only || only === 'import') await benchImport();
if (!only || only === 'occupation-search') await benchOccupationSearch();
if (!only || only === 'program-search') await benchProgramSearch();
if (!only || only === 'customer-search') await benchCustomerSearch();
if (!only || only === 'form-validation') benchFormValidation();
if (!only || only === 'customer-record') await benchCustomerRecord();
if (!only || only === 'lighthouse') await benchLighthouse();
