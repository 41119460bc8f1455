#!/usr/bin/env bash
# Re-create every checkout listed in manifest.json at its pinned commit.
# Usage: checkout.sh [MIRROR_DIR] [CORPUS_DIR] [owner/name ...]
#   MIRROR_DIR  folder holding <owner>+<name>/repo bare mirrors (default: .mirror beside the
#               repository, where the search tool's fetch puts them)
#   CORPUS_DIR  where the checkouts go, one <owner>+<name>/ each (default: $ICONSMITH_CORPUS,
#               else corpus/ beside the repository)
#   owner/name  optional: only those repos are (re)created
# Idempotent: a checkout whose .corpus-commit marker matches the pinned commit is left
# alone. Mirrors are only read (a private index file is used). Blobs absent from a mirror
# (large files) are skipped and listed in <checkout>/.corpus-missing-blobs.
# Exit 0 when every requested repo is present at its commit, 1 otherwise.
set -uo pipefail
# Git quotes paths with non-ASCII bytes in its listings unless told not to; the names of the
# blobs a mirror lacks are matched as written (round 5: fieldsnaps failed on them).
export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.quotepath GIT_CONFIG_VALUE_0=false
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
MANIFEST=${MANIFEST:-$HERE/manifest.json}
BESIDE=$(cd "$HERE/../.." && pwd)
MIRRORS=${1:-$BESIDE/.mirror}; shift || true
OUTROOT=${1:-${ICONSMITH_CORPUS:-$BESIDE/corpus}}; shift || true
[[ -f $MANIFEST ]] || { echo "no manifest at $MANIFEST" >&2; exit 2; }
mkdir -p "$OUTROOT" || { echo "cannot create $OUTROOT" >&2; exit 2; }

python3 - "$MANIFEST" "$@" <<'PY' |
import json, sys
want = set(sys.argv[2:])
data = json.load(open(sys.argv[1]))
for w in sorted(want - {o["repo"] for o in data}):
    print("not in manifest, ignored:", w, file=sys.stderr)
for o in data:
    if want and o["repo"] not in want: continue
    print(o["repo"], o["commit"])
PY
{
  ok=0 missing=0 failed=0
  while read -r repo commit; do
    slug=${repo/\//+}
    gd=$MIRRORS/$slug/repo
    [[ -d $gd/.git ]] && gd=$gd/.git       # a snapshot that is a clone with a work tree
    [[ -d $gd ]] || gd=$MIRRORS/$slug      # a bare mirror directly at <owner>+<name>
    dest=$OUTROOT/$slug
    if [[ -f $dest/.corpus-commit && $(cat "$dest/.corpus-commit") == "$commit" ]]; then
      [[ -e $dest/.git ]] || git init -q "$dest"
      echo "OK      $repo: already at ${commit:0:12}"; ok=$((ok+1)); continue
    fi
    if [[ ! -d $gd ]]; then
      echo "MISSING $repo: no mirror at $MIRRORS/$slug/repo"; missing=$((missing+1)); continue
    fi
    if ! git --git-dir="$gd" cat-file -e "$commit^{commit}" 2>/dev/null; then
      echo "MISSING $repo: mirror $gd lacks commit $commit"; missing=$((missing+1)); continue
    fi
    rm -rf "$dest.tmp" && mkdir -p "$dest.tmp"
    idx=$(mktemp); rm -f "$idx"
    if ! GIT_INDEX_FILE=$idx git --git-dir="$gd" read-tree "$commit"; then
      echo "FAIL    $repo: read-tree"; failed=$((failed+1)); rm -f "$idx"; rm -rf "$dest.tmp"; continue
    fi
    # write every blob that exists; list (and skip) those missing from the mirror
    GIT_INDEX_FILE=$idx git --git-dir="$gd" ls-files -s |
      awk -F'\t' '{split($1,a," ")} a[1]!="160000"{print a[2]"\t"$2}' > "$idx.list"
    cut -f1 "$idx.list" | git --git-dir="$gd" cat-file --batch-check='%(objectname)' | paste - "$idx.list" |
      awk -F'\t' '$1 ~ / missing$/ {print $3}' > "$dest.tmp/.corpus-missing-blobs"
    if [[ -s $dest.tmp/.corpus-missing-blobs ]]; then
      tr '\n' '\0' < "$dest.tmp/.corpus-missing-blobs" |
        GIT_INDEX_FILE=$idx git --git-dir="$gd" update-index --force-remove -z --stdin
    else
      rm -f "$dest.tmp/.corpus-missing-blobs"
    fi
    rm -f "$idx.list"
    if ! GIT_INDEX_FILE=$idx git --git-dir="$gd" --work-tree="$dest.tmp" checkout-index -a -f; then
      echo "FAIL    $repo: checkout-index"; failed=$((failed+1)); rm -f "$idx"; rm -rf "$dest.tmp"; continue
    fi
    rm -f "$idx"
    echo "$commit" > "$dest.tmp/.corpus-commit"
    # A user's clone is a repository: iconsmith takes its top as the tree (an empty one will do).
    git init -q "$dest.tmp"
    rm -rf "$dest" && mv "$dest.tmp" "$dest"
    n=$( [[ -f $dest/.corpus-missing-blobs ]] && wc -l < "$dest/.corpus-missing-blobs" || echo 0)
    echo "DONE    $repo @ ${commit:0:12} -> $dest (blobs absent from the mirror: $n)"; ok=$((ok+1))
  done
  echo "summary: ok=$ok missing-mirror=$missing failed=$failed"
  [[ $failed -eq 0 && $missing -eq 0 ]]
}
