#!/bin/sh
# The mechanical lint and format steps (npm run format): exported arrow functions become declarations, ESLint's
# autofixes, then Prettier, which has the last word on layout. Re-runnable: a second run changes nothing.
set -e
cd "$(dirname "$0")/../.."
node scripts/lint/exported-function-declarations.mjs
npx eslint --cache --cache-location node_modules/.cache/eslint/ --fix .
npx prettier --cache --log-level warn --write '**/*.{ts,tsx,js,mjs,json}'
