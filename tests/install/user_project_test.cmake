# cmake -P script: installs the build tree into a staging prefix, builds
# examples/user_project against it (find_package, then pkg-config), runs the
# programs and checks their numbers. Variables: BUILD_DIR, SOURCE_DIR,
# WORK_DIR, LAUNCHER (optional compiler launcher), CXX.
cmake_minimum_required(VERSION 3.25)

function(run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${what} failed (${rc}):\n${out}\n${err}")
  endif()
  set(step_output "${out}" PARENT_SCOPE)
endfunction()

function(expect output pattern what)
  if(NOT output MATCHES "${pattern}")
    message(FATAL_ERROR "${what}: output does not match '${pattern}':\n${output}")
  endif()
endfunction()

set(prefix ${WORK_DIR}/staging)
file(REMOVE_RECURSE ${prefix} ${WORK_DIR}/user_project_build ${WORK_DIR}/pkgconfig_build)
run_step("cmake --install" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
foreach(installed include/acausal/core/model/model.hpp lib/libacausal.a lib/libacausal_app.a
                  bin/acausal lib/cmake/acausal/acausalConfig.cmake lib/pkgconfig/acausal.pc)
  if(NOT EXISTS ${prefix}/${installed})
    message(FATAL_ERROR "cmake --install did not install ${installed}")
  endif()
endforeach()

# 1. find_package(acausal) from a separate CMake project.
set(launcher_option "")
if(LAUNCHER)
  set(launcher_option -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()
run_step("configure examples/user_project"
         ${CMAKE_COMMAND} -S ${SOURCE_DIR}/examples/user_project -B ${WORK_DIR}/user_project_build
         -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_BUILD_TYPE=Release ${launcher_option})
run_step("build examples/user_project" ${CMAKE_COMMAND} --build ${WORK_DIR}/user_project_build -j2)
run_step("flywheel_lab" ${WORK_DIR}/user_project_build/flywheel_lab)
message("${step_output}")
# w(10) = 100 / (1 + 2e-3 * 100 * 10 / 0.5) = 20 rad/s; phi = 250 ln 5 = 402.359478 rad.
expect("${step_output}" "ida: w\\(10.0\\) = 20.0000000[0-9]* rad/s \\(exact 20.000000000\\), phi = 402.3594[0-9]* rad \\(exact 402.359478\\)" "flywheel_lab")
expect("${step_output}" "cvode-bdf: w\\(10.0\\) = 20.00000[0-9]* rad/s" "flywheel_lab")
expect("${step_output}" "agrees with the closed form" "flywheel_lab")

# The installed command line as a library, for the user's model.
run_step("flywheel_cli run" ${WORK_DIR}/user_project_build/flywheel_cli run Lab.Flywheel
         --set drag.k=0.004 --out ${WORK_DIR}/flywheel.csv)
expect("${step_output}" "model Lab.Flywheel" "flywheel_cli")
file(STRINGS ${WORK_DIR}/flywheel.csv rows)
list(GET rows -1 last)
# k = 0.004: w(10) = 100 / (1 + 0.004 * 100 * 10 / 0.5) = 100 / 9 = 11.1111 rad/s.
string(REGEX MATCH "^10,.*" last_row "${last}")
if(NOT last_row)
  message(FATAL_ERROR "flywheel_cli: last row is not at t = 10: ${last}")
endif()
file(STRINGS ${WORK_DIR}/flywheel.csv header LIMIT_COUNT 1)
string(REPLACE "\"" "" header "${header}")  # the CSV quotes its names
string(REPLACE "," ";" columns "${header}")
string(REPLACE "," ";" values "${last}")
list(FIND columns "rotor.w" column)
list(GET values ${column} w_end)
if(NOT w_end MATCHES "^11\\.11111")
  message(FATAL_ERROR "flywheel_cli: rotor.w(10) = ${w_end}, expected 11.11111 (100/9)")
endif()

# The installed tool runs a built-in model.
run_step("installed acausal" ${prefix}/bin/acausal run Modelica.Mechanics.Rotational.Examples.First
         --stop 0.1 --interval 0.001 --out ${WORK_DIR}/First_installed.csv)
expect("${step_output}" "results: .*First_installed.csv \\(101 rows" "installed acausal")

# 2. pkg-config, with the compiler alone.
find_program(PKG_CONFIG pkg-config REQUIRED)
set(ENV{PKG_CONFIG_PATH} ${prefix}/lib/pkgconfig)
run_step("pkg-config" ${PKG_CONFIG} --cflags --libs acausal)
string(STRIP "${step_output}" flags)
separate_arguments(flags UNIX_COMMAND "${flags}")
file(MAKE_DIRECTORY ${WORK_DIR}/pkgconfig_build)
set(src ${SOURCE_DIR}/examples/user_project)
run_step("g++ with pkg-config flags" ${CXX} -O1 ${src}/main.cpp ${src}/quadratic_drag.cpp
         ${src}/flywheel_model.cpp -I${src} ${flags} -o ${WORK_DIR}/pkgconfig_build/flywheel_lab)
run_step("flywheel_lab (pkg-config)" ${WORK_DIR}/pkgconfig_build/flywheel_lab)
expect("${step_output}" "agrees with the closed form" "flywheel_lab (pkg-config)")
message("user project: find_package and pkg-config builds agree with the closed form")
