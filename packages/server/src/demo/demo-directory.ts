import type { AccountFixtureInput } from '@centralino/schemas';

/** Context of the demo exchange. */
export const DEMO_CONTEXT = 'studio-demo';

/** Extensions of the demo exchange, in every registration state. */
export const demoExtensions = [
  { internal_number: '201', description: 'Reception', status: 'ONLINE' },
  { internal_number: '202', description: 'Dott.ssa Chiara Bianchi', status: 'ONLINE' },
  { internal_number: '203', description: 'Avv. Marco Rossi', status: 'BUSY' },
  { internal_number: '204', description: 'Amministrazione', status: 'ONLINE' },
  { internal_number: '205', description: 'Commerciale - Luca', status: 'RINGING' },
  { internal_number: '206', description: 'Commerciale - Sara', status: 'OFFLINE' },
  {
    internal_number: '207',
    description: 'Magazzino',
    status: 'CALLING',
    outbound_provider: 'SCELTA MANUALE',
  },
  {
    internal_number: '208',
    description: 'Sala riunioni',
    status: 'UNKNOWN',
    outbound_provider: 'DISABILITATE',
  },
  { internal_number: '209', description: 'Assistenza - Paolo', status: 'ONLINE' },
  { internal_number: '210', description: 'Assistenza - Giulia', status: 'ONLINE' },
] satisfies NonNullable<AccountFixtureInput['extensions']>;

/** Queues with members and penalties (lower penalty answers first). */
export const demoQueues = [
  {
    queue_name: 'assistenza',
    strategy: 'leastrecent',
    timeout: 20,
    musiconhold: 'default',
    announce: 'benvenuto-assistenza',
    maxlen: 10,
    weight: 10,
    service_level: 30,
    members: [
      { extension: '209', penalty: 0 },
      { extension: '210', penalty: 0 },
      { extension: '201', penalty: 2 },
    ],
  },
  {
    queue_name: 'vendite',
    strategy: 'ringall',
    timeout: 25,
    musiconhold: 'jazz',
    maxlen: 8,
    weight: 5,
    service_level: 20,
    members: [
      { extension: '205', penalty: 0 },
      { extension: '206', penalty: 0 },
      { extension: '202', penalty: 1, paused: true },
    ],
  },
  {
    queue_name: 'amministrazione',
    strategy: 'fewestcalls',
    timeout: 30,
    maxlen: 3,
    service_level: 60,
    members: [
      { extension: '204', penalty: 0 },
      { extension: '203', penalty: 1 },
    ],
  },
] satisfies NonNullable<AccountFixtureInput['queues']>;

/** The numbers inbound calls arrive on; the first is the main number. */
export const demoVoipNumbers = [
  {
    number: '0687654321',
    provider: 'MESSAGENET',
    registered: true,
    username: 'studiodemo01',
    sip_server: 'sip.messagenet.it',
    description: 'Numero principale',
  },
  {
    number: '0212345678',
    provider: 'EHIWEB',
    provider_label: 'Ehiweb',
    registered: true,
    username: 'sd-milano',
    sip_server: 'voip.ehiweb.it',
    description: 'Sede di Milano',
  },
  {
    number: '0559876543',
    provider: 'VOIPVOICE',
    registered: false,
    username: 'sd-firenze',
    sip_server: 'sip.voipvoice.it',
    description: 'Sede di Firenze',
    note: 'Credenziali da aggiornare',
  },
  { number: '800123456', provider: 'VIRTUAL', description: 'Numero verde', note: 'Instradato su assistenza' },
  { number: '0699990000', provider: 'SBC', description: 'Trunk SBC centralino' },
] satisfies NonNullable<AccountFixtureInput['voip_numbers']>;

export const demoSwitches = [
  {
    description: 'Modalità notte',
    activation: '*10',
    status: 0,
    action: { type: 'hangup', target: null, label: 'Riaggancia' },
  },
  { description: 'Chiusura per ferie', activation: '*11', status: 0 },
  { description: 'Sciopero trasporti: chiusura anticipata', activation: null, status: 1 },
] satisfies NonNullable<AccountFixtureInput['switches']>;

/** The directory; the first entries are the customers who call most often. */
export const demoContacts = [
  {
    number: '3331234567',
    name: 'Mario Esposito',
    company: 'Esposito Costruzioni Srl',
    notes: 'Cliente dal 2019',
  },
  {
    number: '3479876543',
    name: 'Francesca Romano',
    company: null,
    notes: 'Preferisce essere richiamata dopo le 15',
  },
  { number: '0612398745', name: 'Studio Commerciale Colombo', company: 'Colombo & Associati', notes: null },
  { number: '3283456789', name: 'Giuseppe Ricci', company: 'Ricci Impianti', notes: null },
  { number: '0287651234', name: 'Elena Marino', company: 'Marino Design', notes: 'Fatturazione trimestrale' },
  { number: '3391122334', name: 'Alessandro Greco', company: null, notes: null },
  { number: '0559988776', name: 'Farmacia Bruno', company: 'Farmacia Bruno Snc', notes: null },
  { number: '3405566778', name: 'Martina Gallo', company: 'Gallo Eventi', notes: 'Referente: Martina' },
  { number: '0811234567', name: 'Antonio Conti', company: 'Conti Trasporti', notes: null },
  { number: '3357788990', name: 'Laura De Luca', company: null, notes: null },
  {
    number: '0116677889',
    name: 'Roberto Mancini',
    company: 'Mancini Automazioni Spa',
    notes: 'Contratto assistenza premium',
  },
  { number: '3204455667', name: 'Valentina Costa', company: 'Costa Immobiliare', notes: null },
  { number: '0512233445', name: 'Davide Giordano', company: 'Giordano Ricambi', notes: null },
  { number: '3468899001', name: 'Sofia Rizzi', company: null, notes: 'Nuovo contatto da fiera' },
  { number: '0403344556', name: 'Paolo Lombardi', company: 'Lombardi Logistica', notes: null },
] satisfies NonNullable<AccountFixtureInput['contacts']>;

export const demoBlacklists = [
  {
    name: 'spam',
    numbers: [
      { number: '^0899', description: 'Numeri a tariffazione speciale' },
      { number: '+393401112223', description: 'Call center molesto' },
      { number: '0223456789', description: 'Telemarketing energia' },
    ],
    used_by_rules: ['0687654321', '0212345678'],
  },
  { name: 'test-vuota', numbers: [], used_by_rules: [] },
] satisfies NonNullable<AccountFixtureInput['blacklists']>;
