/** What practice code reads as while the site hides it (the reference's wording). */
export const HIDDEN_CODE_NOTICE =
  'Because the super administrator has enabled the function of not viewing the submitted code outside the contest of master station, \nthe code of this submission details has been hidden.';
