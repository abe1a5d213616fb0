#!/usr/bin/env bash
# The compose stack's scheduled backup (docker-compose.yml, service `backup`, on the mongo image
# for its mongodump; decision 0085). Every BACKUP_INTERVAL_HOURS (24) it writes into BACKUP_DIR
# (/backups) the archive `npm run backup` writes for MongoDB (collections/src/backup/archive.ts,
# format 2): manifest.json, database.mongodump, media/…, private-files/… and `<archive>.sha256`,
# so `npm run restore` (or the steps in the README) restores it. Keeps the BACKUP_KEEP (7) newest.
# `compose-backup.sh once` makes one backup and exits.
set -euo pipefail

dir=${BACKUP_DIR:-/backups}
media=${MEDIA_DIR:-/data/media}
private=${PRIVATE_FILES_DIR:-/data/private-files}
hours=${BACKUP_INTERVAL_HOURS:-24}
keep=${BACKUP_KEEP:-7}
: "${DATABASE_URL:?DATABASE_URL must name the MongoDB database}"
[[ $keep =~ ^[0-9]+$ ]] || { echo "[backup] BACKUP_KEEP must be a whole number, got \"$keep\"" >&2; exit 2; }
[[ $hours =~ ^[0-9]+([.][0-9]+)?$ ]] || { echo "[backup] BACKUP_INTERVAL_HOURS must be a number, got \"$hours\"" >&2; exit 2; }

# The database name is the URL's path (before any ?options); mongorestore renames from it.
database_name() { local rest=${DATABASE_URL#*://*/}; rest=${rest%%\?*}; echo "${rest:-test}"; }
json_string() { local s=${1//\\/\\\\}; printf '"%s"' "${s//\"/\\\"}"; }

# One JSON object per file under the staging folder's media/ and private-files/, comma-separated.
file_entries() {
  local staging=$1 folder file entries=()
  for folder in media private-files; do
    while IFS= read -r -d '' file; do
      entries+=("$(printf '{"path":%s,"sha256":"%s","size":%s}' "$(json_string "${file#"$staging"/}")" \
        "$(sha256sum "$file" | cut -d' ' -f1)" "$(stat -c %s "$file")")")
    done < <(find "$staging/$folder" -type f -print0 | LC_ALL=C sort -z)
  done
  (IFS=,; echo "${entries[*]}")
}

backup_once() {
  mkdir -p "$dir"
  local stamp created staging name config
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  created=$(date -u +%Y-%m-%dT%H:%M:%S.000Z)
  staging=$(mktemp -d "$dir/.staging-XXXXXX")
  config=$(mktemp)
  trap 'rm -rf "$staging" "$config"' RETURN
  # The password stays out of the process list: mongodump reads the URL from a private file.
  chmod 600 "$config"
  printf 'uri: "%s"\n' "$DATABASE_URL" >"$config"
  # The database first, then the uploads: an upload's file is written before its record.
  mongodump --quiet --config="$config" --archive="$staging/database.mongodump"
  mkdir -p "$staging/media" "$staging/private-files"
  [[ -d $media ]] && cp -a "$media/." "$staging/media/"
  [[ -d $private ]] && cp -a "$private/." "$staging/private-files/"

  # MongoDB has no schema migrations: schema version 1, as `npm run backup` labels it.
  {
    printf '{"format":2,"created_at":"%s","schema_version":1,"schema_migration":null,"schema_fingerprint":"compose",' "$created"
    printf '"database":{"adapter":"mongodb","file":"database.mongodump","name":%s,"sha256":"%s","size":%s},' \
      "$(json_string "$(database_name)")" "$(sha256sum "$staging/database.mongodump" | cut -d' ' -f1)" \
      "$(stat -c %s "$staging/database.mongodump")"
    printf '"files":[%s]}\n' "$(file_entries "$staging")"
  } >"$staging/manifest.json"

  name="driftway-$stamp-schema1.tar.gz"
  # Written under a temporary name and renamed: a half-written archive never looks complete.
  tar -czf "$dir/$name.partial" -C "$staging" manifest.json database.mongodump media private-files
  mv "$dir/$name.partial" "$dir/$name"
  (cd "$dir" && sha256sum "$name" >"$name.sha256")
  echo "[backup] wrote $dir/$name"

  if ((keep > 0)); then
    find "$dir" -maxdepth 1 -name 'driftway-*-schema*.tar.gz' -printf '%f\n' | LC_ALL=C sort | head -n "-$keep" |
      while IFS= read -r old; do
        rm -f "$dir/$old" "$dir/$old.sha256"
        echo "[backup] removed $old (keeping $keep)"
      done
  fi
}

if [[ ${1:-} == once ]]; then
  backup_once
  exit 0
fi
echo "[backup] every $hours h into $dir, keeping the $keep newest"
while true; do
  backup_once || echo "[backup] failed; next try in $hours h" >&2
  sleep "$(awk -v h="$hours" 'BEGIN { print int(h * 3600) }')"
done
