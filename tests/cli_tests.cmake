# Command-line tests: the tool itself, and the MSL tube comparison run the way
# a user would (acausal run ... then tubecompare.py).
set(acausal_exe $<TARGET_FILE:acausal_cli>)
set(out_dir ${PROJECT_BINARY_DIR}/cli_results)
file(MAKE_DIRECTORY ${out_dir})

add_test(NAME cli.list COMMAND ${acausal_exe} list)
set_tests_properties(cli.list PROPERTIES
  PASS_REGULAR_EXPRESSION "Modelica.Mechanics.Rotational.Examples.First")

add_test(NAME cli.check COMMAND ${acausal_exe} check Modelica.Mechanics.Rotational.Examples.First)
set_tests_properties(cli.check PROPERTIES
  PASS_REGULAR_EXPRESSION "after simplify: 23 / 23.*states: 4")

add_test(NAME cli.run_with_set COMMAND ${acausal_exe} run Modelica.Mechanics.Rotational.Examples.First
         --stop 0.5 --set inertia3.J=4 --out ${out_dir}/First_J4.csv)
set_tests_properties(cli.run_with_set PROPERTIES
  PASS_REGULAR_EXPRESSION "IDA: [0-9]+ steps.*results: .*First_J4.csv \\(1001 rows")

add_test(NAME cli.unknown_model COMMAND ${acausal_exe} run Modelica.Mechanics.Rotational.Examples.Frist)
set_tests_properties(cli.unknown_model PROPERTIES WILL_FAIL TRUE)
add_test(NAME cli.unknown_model_message COMMAND ${acausal_exe} run NoSuchModel)
set_tests_properties(cli.unknown_model_message PROPERTIES
  PASS_REGULAR_EXPRESSION "error: no built-in model 'NoSuchModel'")
add_test(NAME cli.bad_parameter_message COMMAND ${acausal_exe} run
         Modelica.Mechanics.Rotational.Examples.First --set inertia3.J=-1)
set_tests_properties(cli.bad_parameter_message PROPERTIES
  PASS_REGULAR_EXPRESSION "error: Inertia 'inertia3': parameter J = -1")

find_program(DEBIAN_PYTHON3 python3 PATHS /usr/bin NO_DEFAULT_PATH)
set(tube_tool ${ACAUSAL_SHARED_DIR}/tools/tubecompare.py)
foreach(case First Oscillator)
  if(case STREQUAL "First")
    set(model Modelica.Mechanics.Rotational.Examples.First)
    set(folder Mechanics.Rotational.Examples.First)
  else()
    set(model Modelica.Mechanics.Translational.Examples.Oscillator)
    set(folder Mechanics.Translational.Examples.Oscillator)
  endif()
  set(reference ${ACAUSAL_SHARED_DIR}/reference/msl/${folder}/${case}.csv)
  if(DEBIAN_PYTHON3 AND EXISTS ${tube_tool} AND EXISTS ${reference})
    add_test(NAME cli.tube.${case}
             COMMAND sh -c "'${acausal_exe}' run ${model} --out '${out_dir}/${case}.csv' && '${DEBIAN_PYTHON3}' '${tube_tool}' '${reference}' '${out_dir}/${case}.csv'")
    set_tests_properties(cli.tube.${case} PROPERTIES PASS_REGULAR_EXPRESSION "[1-9][0-9]* passed, 0 failed")
  else()
    add_test(NAME cli.tube.${case} COMMAND sh -c "echo 'reference data or /usr/bin/python3 absent: ${reference}'; exit 77")
    set_tests_properties(cli.tube.${case} PROPERTIES SKIP_RETURN_CODE 77)
  endif()
endforeach()

# The README's example builds and runs.
add_test(NAME example.drive COMMAND $<TARGET_FILE:example_drive> WORKING_DIRECTORY ${out_dir})
set_tests_properties(example.drive PROPERTIES PASS_REGULAR_EXPRESSION "load angle at 1 s: ")
