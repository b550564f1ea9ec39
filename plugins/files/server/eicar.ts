/**
 * The EICAR anti-virus test file (eicar.org): harmless, and every scanner reports it as a virus. Assembled
 * from parts so that this source file itself is not reported by a scanner that reads the repository.
 */
export const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');
export const EICAR_SIGNATURE = 'Eicar-Test-Signature';
