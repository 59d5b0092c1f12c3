import type { Catalogue } from '../../platform/i18n/catalogue';
import type en from '../en/skills-survey';

const skillsSurvey: Catalogue<typeof en> = {
  title: 'Encuesta de habilidades',
  intro:
    'Califique qué tan bien puede hacer cada una de estas cosas hoy. No hay respuestas incorrectas: esto nos ayuda a ' +
    'relacionarlo con carreras.',
  minutes: ' Toma unos {{minutes}} minutos.',
  retaking: ' Sus últimas respuestas ya están marcadas: cambie las que ya no sean ciertas.',
  loadErrorWhat: 'la encuesta de habilidades',
  saved: 'Su encuesta de habilidades se guardó.',
  stepLabel: 'Paso {{step}} de {{total}}',
  progress: 'Avance de la encuesta',
  ratingRequired: 'Elija una calificación.',
  rating: { '1': 'Todavía no', '2': 'Un poco', '3': 'Bastante bien', '4': 'Bien', '5': 'Muy bien' },
  previous: 'Anterior',
  next: 'Siguiente',
  submit: 'Enviar',
  resultTitle: 'Sus habilidades',
  retakeSurvey: 'Volver a responder la encuesta',
  seeMatches: 'Ver sus coincidencias',
  resultLoadErrorWhat: 'el resultado de su encuesta de habilidades',
  noResult: 'Aún no ha respondido la encuesta de habilidades.',
  takeSurvey: 'Responder la encuesta',
  strengths: 'Sus habilidades más fuertes',
  strengthsIntro: 'Las habilidades que calificó más alto y las carreras donde más importan.',
  noStrengths:
    'Todavía no calificó ninguna habilidad como Bien o Muy bien. Sus coincidencias usan todas las calificaciones que dio.',
  growth: 'Habilidades que podría desarrollar',
  growthIntro:
    'Habilidades en las que se apoyan sus mejores coincidencias y que usted calificó más bajo: desarrollarlas ' +
    'mejoraría esas coincidencias.',
  connectsTo: 'Carreras que dependen de esta habilidad',
  youRated: 'Usted se calificó: {{label}} ({{rating}} de 5)',
  credit:
    'La lista de habilidades proviene de la base de datos O*NET 29.3 (USDOL/ETA), usada bajo la licencia CC BY 4.0.',
};
export default skillsSurvey;
