# bash completion for heddle: verbs, each verb's options (from the verbs' declarations), dataset folders, files and
# the task ids of a dataset. The candidates come from `heddle __complete`, the same for bash and zsh.

_heddle()
{
    local cur=${COMP_WORDS[COMP_CWORD]}
    local heddle=${COMP_WORDS[0]}
    local -a lines
    # The command as typed: a leading ~ is still to be expanded.
    [[ $heddle == "~/"* ]] && heddle=$HOME/${heddle#"~/"}
    mapfile -t lines < <("$heddle" __complete "$COMP_CWORD" "${COMP_WORDS[@]}" 2>/dev/null)
    ((${#lines[@]})) || return 0
    COMPREPLY=("${lines[@]:1}")
    # bash splits --out=FILE at '=': the word being completed is what follows it.
    [[ $cur == = ]] && cur=
    case ${lines[0]} in
    dirs)
        compopt -o filenames 2>/dev/null
        mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -d -- "$cur")
        ;;
    files)
        compopt -o filenames 2>/dev/null
        mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "$cur")
        ;;
    esac
    return 0
}

complete -F _heddle heddle
