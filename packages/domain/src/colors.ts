/** The traffic-light colours every rule of spec §9 answers with. */
export type Health = 'green' | 'yellow' | 'red';
