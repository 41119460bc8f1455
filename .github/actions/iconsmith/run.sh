#!/usr/bin/env bash
# The iconsmith action's check step (#24). action.yml passes its inputs through the environment,
# never into the script's text, so no input can become shell code:
#
#   ICONSMITH_PATH        the folder or file to check
#   ICONSMITH_FORMAT      the format printed on the log (github: annotations on the pull request)
#   ICONSMITH_SARIF_FILE  where to write SARIF for code scanning; empty: none
#   ICONSMITH_ARGS        more `iconsmith check` arguments, split at white space
#
# iconsmith runs twice, SARIF first: the file is then written even when the log's run fails,
# for an upload-sarif step with `if: always()`. The step exits with iconsmith's status (the worse
# of the two), so rule errors fail the job.
set -euo pipefail

path=${ICONSMITH_PATH:-.}
format=${ICONSMITH_FORMAT:-github}
sarif=${ICONSMITH_SARIF_FILE-}
: "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set: run.sh runs as a step of the iconsmith action}"

extra=()
# `read -a` splits at white space without expanding globs; -d '' reads every line. The
# ${extra[@]+...} form below is for macOS's bash 3.2, where an empty array is unset under -u.
read -r -d '' -a extra <<<"${ICONSMITH_ARGS:-}" || true

if [[ $sarif == *$'\n'* || $sarif == *$'\r'* ]]; then
  echo "::error title=iconsmith check::sarif-file must be one line"
  exit 2
fi

status=0
if [ -n "$sarif" ]; then
  mkdir -p "$(dirname "$sarif")"
  sarif_status=0
  # Beside the target and renamed into place: a reader never sees half a file.
  iconsmith check --format sarif ${extra[@]+"${extra[@]}"} -- "$path" >"$sarif.partial" || sarif_status=$?
  if [ "$sarif_status" -le 1 ]; then
    mv "$sarif.partial" "$sarif"
  else
    # Exit 2 or more: iconsmith could not run (its message is on stderr), and wrote no report.
    rm -f "$sarif.partial"
    echo "::error title=iconsmith check::iconsmith check exited $sarif_status and wrote no SARIF to $sarif"
    status=$sarif_status
  fi
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
format_status=0
# Kept for the counts below, then printed: a pipe into tee would hide iconsmith's status.
iconsmith check --format "$format" ${extra[@]+"${extra[@]}"} -- "$path" >"$log" || format_status=$?
cat "$log"
if [ "$format_status" -gt "$status" ]; then status=$format_status; fi

# The annotations give the counts; other formats give none.
errors=
warnings=
if [ "$format" = github ]; then
  errors=$(grep -c '^::error ' "$log" || true)
  warnings=$(grep -c '^::warning ' "$log" || true)
fi
{
  echo "sarif-file=$sarif"
  echo "exit-code=$status"
  echo "errors=$errors"
  echo "warnings=$warnings"
} >>"$GITHUB_OUTPUT"

# "1 error", "2 errors", as iconsmith writes counts.
counted() {
  if [ "$1" = 1 ]; then echo "1 $2"; else echo "$1 $2s"; fi
}
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  {
    echo "### iconsmith check"
    if [ -n "$errors" ]; then
      echo "$(counted "$errors" error), $(counted "$warnings" warning); exit $status."
    else
      echo "Exit $status."
    fi
    [ -n "$sarif" ] && [ -f "$sarif" ] && echo "SARIF: \`$sarif\`"
  } >>"$GITHUB_STEP_SUMMARY"
fi
exit "$status"
