/** Where 'Mis reservas' lives: the guests' look-up (with a signed-in account's orders) and the account's list. */
export const MY_ORDERS_PATH = "/mis-reservas";
export const PROFILE_ORDERS_PATH = "/perfil/mis-reservas";
